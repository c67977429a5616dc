// Written by scripts/gen-peers.mjs: the protobufjs static modules and their root messages.
import * as m0 from './canada.js';
import * as m1 from './citm.js';
import * as m2 from './media.js';
import * as m3 from './repos.js';
import * as m4 from './twitter.js';
export const PROTO = {
  "canada": { module: m0, root: "bale.bench.canada.FeatureCollection" },
  "citm": { module: m1, root: "bale.bench.citm.Catalog" },
  "media": { module: m2, root: "bale.bench.media.MediaContent" },
  "repos": { module: m3, root: "bale.bench.repos.ReposList" },
  "twitter": { module: m4, root: "bale.bench.twitter.SearchResponse" },
};
