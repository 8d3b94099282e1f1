export { previewImport, startImport, type ImportUpload } from './start';
export { getImportReport, importErrorsCsv } from './report';
export { IMPORT_JOB } from './job';
export { createProfile, deleteProfile, getProfile, listProfiles, updateProfile } from './profiles';
