export { previewImport, startImport } from './start';
export { getImportReport, importErrorsCsv } from './report';
export { withImportUpload } from './upload';
export { IMPORT_JOB } from './job';
