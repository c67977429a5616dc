// Written by scripts/gen-peers.mjs: flatc's TypeScript modules and JSON schemas, per .fbs file.
import * as m0 from './canada/canada_generated.ts';
import s0 from './canada/canada.schema.json';
import * as m1 from './citm/citm_generated.ts';
import s1 from './citm/citm.schema.json';
import * as m2 from './media/media_generated.ts';
import s2 from './media/media.schema.json';
import * as m3 from './repos/repos_generated.ts';
import s3 from './repos/repos.schema.json';
import * as m4 from './twitter/twitter_generated.ts';
import s4 from './twitter/twitter.schema.json';
export const FBS = {
  "canada": { module: m0, schema: s0 },
  "citm": { module: m1, schema: s1 },
  "media": { module: m2, schema: s2 },
  "repos": { module: m3, schema: s3 },
  "twitter": { module: m4, schema: s4 },
};
