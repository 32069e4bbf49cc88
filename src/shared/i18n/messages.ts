/** The message catalogues (catalogue/{en,cy}/*.json) as typed functions: `m.key(inputs)`. */
export { m } from './generated/messages.js';
