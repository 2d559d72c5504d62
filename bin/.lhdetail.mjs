import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
const url = process.argv[2];
const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu'] });
const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance','seo'] });
await chrome.kill();
const a = r.lhr.audits;
for (const id of (process.argv[3]||'render-blocking-insight,network-dependency-tree-insight,image-delivery-insight,largest-contentful-paint-element,lcp-breakdown-insight').split(',')) {
  console.log('==', id, a[id]?.displayValue);
  console.log(JSON.stringify(a[id]?.details, null, 0).slice(0, 3000));
}
