// The automation node's path: its Client.getWebhook, updateWebhook and deleteWebhook call `{webhook module URL}/webhook/{id}`.
export { DELETE, GET, PUT } from '../../webhooks/[id]/route';
