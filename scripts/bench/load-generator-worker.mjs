// The load of scripts/bench/fsrs-training-latency.mjs, in its own thread so that its timing is not held up by the
// server's main thread: 8 requests always in flight, round robin over the paths, as one signed-in learner. On
// 'window' it answers the latencies since the last 'window' and starts a new one.
import { parentPort, workerData } from 'node:worker_threads';
import * as hdr from 'hdr-histogram-js';
import { Pool } from 'undici';

const { origin, cookie, paths } = workerData;
const pool = new Pool(origin, { connections: 8 });
let histogram = hdr.build();
let errors = 0;
let running = false;
let next = 0;

async function loop() {
  while (running) {
    const path = paths[next++ % paths.length];
    const started = performance.now();
    try {
      const response = await pool.request({ method: 'GET', path, headers: { cookie } });
      await response.body.dump();
      if (response.statusCode !== 200) errors++;
    } catch {
      errors++;
    }
    histogram.recordValue(Math.max(1, Math.round((performance.now() - started) * 1000)));
  }
}

parentPort.on('message', async (type) => {
  if (type === 'start') {
    running = true;
    for (let i = 0; i < 8; i++) void loop();
    parentPort.postMessage('started');
  } else if (type === 'window') {
    const ms = (value) => value / 1000;
    parentPort.postMessage({
      requests: histogram.totalCount,
      errors,
      p50: ms(histogram.getValueAtPercentile(50)),
      p99: ms(histogram.getValueAtPercentile(99)),
      max: ms(histogram.maxValue),
    });
    histogram = hdr.build();
    errors = 0;
  } else if (type === 'stop') {
    running = false;
    await pool.close();
    parentPort.postMessage('stopped');
  }
});
