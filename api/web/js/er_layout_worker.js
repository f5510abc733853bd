// Lays out the entity-relationship diagram off the page's thread: one ELK graph in (table
// boxes, their column ports, foreign keys), the same graph back with positions and routed
// lines, or the reason it failed. ELK is vendor/elk.bundled.js (see vendor/VENDORED.md).
importScripts("../vendor/elk.bundled.js");

// In a worker, elk.bundled.js also answers ELK's own worker protocol on `onmessage`; this
// worker replaces that handler with its own and runs ELK in-thread.
const elk = new ELK();

self.onmessage = async ({ data: graph }) => {
  const started = performance.now();
  try {
    const laidOut = await elk.layout(graph);
    self.postMessage({ graph: laidOut, milliseconds: performance.now() - started });
  } catch (error) {
    self.postMessage({ error: String(error?.message || error) });
  }
};
