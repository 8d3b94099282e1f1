export { registerJobKind, type JobKind, type JobContext, type JobRow } from './registry';
export { processInChunks, JobCancelled } from './chunks';
export { enqueueJob, requestCancel, startJobEngine } from './engine';
export { applyChunk, appliedChunks } from './chunks';
