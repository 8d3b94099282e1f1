// The automation node's path: its Client.createWebhook and getWebhooks call `{webhook module URL}/webhook`.
export { GET, POST } from '../webhooks/route';
