export { registerJobKind, type JobKind, type JobContext, type JobRow } from './registry';
export { processInChunks, JobCancelled, JobInterrupted } from './chunks';
export { enqueueJob, requestCancel, startJobEngine, stopJobEngine } from './engine';
export { applyChunk, appliedChunks } from './chunks';
