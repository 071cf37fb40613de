// The browser has no file system. @bridge-laws/table's index also exports its disk helpers (case check
// over folders); the desk never calls them, so these stand-ins only let the bundler resolve the names.
const unavailable = (): never => {
  throw new Error('not available in the browser');
};
export const readdir = unavailable;
export const readFile = unavailable;
export const stat = unavailable;
export const join = unavailable;
