import { paintLatency } from './paint-latency.ts';
for (const r of await paintLatency()) for (const f of r.figures) console.log(r.title.slice(0, 12), f.name, f.value);
