import { Buffer } from 'buffer'; export { Buffer };
