// The spec's sample spells the path "multiple-field"; both spellings are served by the same handler.
export { PUT } from '../multiple-fields/route';
