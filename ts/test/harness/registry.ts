/**
 * The generated goldens (goldens/ts/, one entry per line of goldens/goldens.txt) by schema file, as
 * the vectors name them: every message
 * type by full name, and the schema metadata of the file and its imports.
 */
import type { DeclMeta, FlatMessageType, MessageType } from "@bale-dev/runtime";
import type { FlatViewClass } from "./walk.js";
import * as alltypes from "../../../goldens/ts/alltypes/alltypes.js";
import * as canada from "../../../goldens/ts/canada/canada.js";
import * as citm from "../../../goldens/ts/citm/citm.js";
import * as dynamic from "../../../goldens/ts/dynamic/dynamic.js";
import * as evolveV1 from "../../../goldens/ts/evolve_v1/evolve.js";
import * as evolveV2 from "../../../goldens/ts/evolve_v2/evolve.js";
import * as gmsg1 from "../../../goldens/ts/google_message1/gmsg1.js";
import * as gmsg2 from "../../../goldens/ts/google_message2/gmsg2.js";
import * as shopCommon from "../../../goldens/ts/imports/order/shop/common.js";
import * as shopOrders from "../../../goldens/ts/imports/order/shop/orders.js";
import * as instrument from "../../../goldens/ts/instrument/instrument.js";
import * as media from "../../../goldens/ts/media/media.js";
import * as names from "../../../goldens/ts/names/names.js";
import * as repos from "../../../goldens/ts/repos/repos.js";
import * as twitter from "../../../goldens/ts/twitter/twitter.js";

export interface SchemaModules {
  readonly meta: { readonly [fullName: string]: DeclMeta };
  readonly messages: { readonly [fullName: string]: MessageType<object> };
  /** The flat codec (`X$flat`) of every message type by full name. */
  readonly flat: { readonly [fullName: string]: FlatMessageType<object> };
  /** The flat view class (`XView`) of every message type by full name. */
  readonly views: { readonly [fullName: string]: FlatViewClass };
}

type Module = { readonly $meta: { readonly [fullName: string]: DeclMeta } } & {
  readonly [name: string]: unknown;
};

function collect(...modules: Module[]): SchemaModules {
  const meta: { [fullName: string]: DeclMeta } = {};
  const messages: { [fullName: string]: MessageType<object> } = {};
  const flat: { [fullName: string]: FlatMessageType<object> } = {};
  const views: { [fullName: string]: FlatViewClass } = {};
  for (const m of modules) {
    for (const [full, d] of Object.entries(m.$meta)) {
      meta[full] = d;
      if (d.kind === "message") {
        messages[full] = m[full.substring(full.lastIndexOf(".") + 1)] as MessageType<object>;
        flat[full] = m[full.substring(full.lastIndexOf(".") + 1) + "$flat"] as FlatMessageType<object>;
        views[full] = m[full.substring(full.lastIndexOf(".") + 1) + "View"] as FlatViewClass;
      }
    }
  }
  return { meta, messages, flat, views };
}

/** Schema file (relative to testdata/schemas) -> its generated modules. */
export const SCHEMAS: { readonly [file: string]: SchemaModules } = {
  "alltypes.bale": collect(alltypes),
  "canada.bale": collect(canada),
  "citm.bale": collect(citm),
  "dynamic.bale": collect(dynamic),
  "evolve_v1.bale": collect(evolveV1),
  "evolve_v2.bale": collect(evolveV2),
  "google_message1.bale": collect(gmsg1),
  "google_message2.bale": collect(gmsg2),
  "imports/order.bale": collect(shopOrders, shopCommon),
  "instrument.bale": collect(instrument),
  "media.bale": collect(media),
  "names.bale": collect(names),
  "repos.bale": collect(repos),
  "twitter.bale": collect(twitter),
};
