// The CPU slowdown that makes this host behave like Lighthouse's reference phone, shared by the Lighthouse bench
// and the e2e suite's responsiveness journeys so both throttle alike on any host.
import lighthouse from 'lighthouse';

/**
 * Lighthouse's throttling documentation calibrates 4× to a host of BenchmarkIndex about 1,750, so a host scales
 * that in proportion (1,105 → 2.5×); faster hosts keep 4×, the phone's own figure.
 */
const cpuSlowdownFor = (benchmarkIndex) => Math.min(4, Math.max(1, (4 * benchmarkIndex) / 1750));

/** Reads the host's BenchmarkIndex from one Lighthouse run of `url` in a Puppeteer `page`. */
export async function calibrateCpu(page, url) {
  const result = await lighthouse(
    url,
    { output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    undefined,
    page,
  );
  const benchmarkIndex = Math.round(result.lhr.environment.benchmarkIndex);
  return { benchmarkIndex, cpuSlowdown: Math.round(cpuSlowdownFor(benchmarkIndex) * 100) / 100 };
}
