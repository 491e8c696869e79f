import { describeDriver } from '../testing/describe-driver.js';
import { hoardingSuite } from '../testing/hoarding-suite.js';

await describeDriver('memory hoarding', 'docker', hoardingSuite('docker'));
