// A host reference measured in the same run as capacity, so figures from two hosts compare: the CPU time one
// Fastify request costs (a JSON hello world through `inject`: routing, serialisation, the plugin chain, no
// network and no database). Capacity scales with it: a host where it costs twice as much holds about half the
// learners. Alone: `node scripts/bench/host-reference.mjs`.
import Fastify from 'fastify';

const requests = 20_000;

/** CPU microseconds per request, the median of three batches after a warm-up batch. */
export async function hostReference() {
  const app = Fastify();
  app.get('/hello', async () => ({ hello: 'world' }));
  await app.ready();
  const batch = async () => {
    const before = process.cpuUsage();
    for (let i = 0; i < requests; i++) await app.inject({ method: 'GET', url: '/hello' });
    const used = process.cpuUsage(before);
    return (used.user + used.system) / requests;
  };
  await batch();
  const batches = [await batch(), await batch(), await batch()].sort((a, b) => a - b);
  await app.close();
  return { fastifyInjectCpuUs: Math.round(batches[1] * 10) / 10 };
}

if (import.meta.url === `file://${process.argv[1]}`) console.info(await hostReference());
