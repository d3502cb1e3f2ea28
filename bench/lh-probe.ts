import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
const url = process.argv[2]!;
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox'] });
for (let i = 0; i < 3; i++) {
  const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = r!.lhr.audits;
  console.log(Math.round(r!.lhr.categories.performance!.score! * 100), 'LCP', Math.round(a['largest-contentful-paint']!.numericValue!), 'FCP', Math.round(a['first-contentful-paint']!.numericValue!), 'TBT', Math.round(a['total-blocking-time']!.numericValue!), 'CLS', a['cumulative-layout-shift']!.numericValue);
}
await chrome.kill();
