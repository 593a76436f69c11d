// The CPU slowdown that makes this host behave like Lighthouse's reference phone, shared by the Lighthouse bench
// and the e2e suite's responsiveness journeys so both throttle alike on any host.
import lighthouse from 'lighthouse';

/**
 * Lighthouse's throttling documentation calibrates 4× to a host of BenchmarkIndex about 1,750, so a host scales
 * that in proportion either way (1,105 → 2.5×, 3,500 → 8×): a faster host slowed only 4× would measure a faster
 * phone (decision 182).
 */
const cpuSlowdownFor = (benchmarkIndex) => Math.max(1, (4 * benchmarkIndex) / 1750);

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
