/**
 * The generated goldens (goldens/ts/) by schema file, as the vectors name them: every message
 * type by full name, and the schema metadata of the file and its imports.
 */
import type { DeclMeta, MessageType } from "bale";
import * as alltypes from "../../../goldens/ts/alltypes/alltypes.js";
import * as evolveV1 from "../../../goldens/ts/evolve_v1/evolve.js";
import * as evolveV2 from "../../../goldens/ts/evolve_v2/evolve.js";
import * as shopCommon from "../../../goldens/ts/imports/order/shop/common.js";
import * as shopOrders from "../../../goldens/ts/imports/order/shop/orders.js";
import * as media from "../../../goldens/ts/media/media.js";
import * as repos from "../../../goldens/ts/repos/repos.js";

export interface SchemaModules {
  readonly meta: { readonly [fullName: string]: DeclMeta };
  readonly messages: { readonly [fullName: string]: MessageType<object> };
}

type Module = { readonly $meta: { readonly [fullName: string]: DeclMeta } } & {
  readonly [name: string]: unknown;
};

function collect(...modules: Module[]): SchemaModules {
  const meta: { [fullName: string]: DeclMeta } = {};
  const messages: { [fullName: string]: MessageType<object> } = {};
  for (const m of modules) {
    for (const [full, d] of Object.entries(m.$meta)) {
      meta[full] = d;
      if (d.kind === "message") {
        messages[full] = m[full.substring(full.lastIndexOf(".") + 1)] as MessageType<object>;
      }
    }
  }
  return { meta, messages };
}

/** Schema file (relative to testdata/schemas) -> its generated modules. */
export const SCHEMAS: { readonly [file: string]: SchemaModules } = {
  "alltypes.bale": collect(alltypes),
  "evolve_v1.bale": collect(evolveV1),
  "evolve_v2.bale": collect(evolveV2),
  "imports/order.bale": collect(shopOrders, shopCommon),
  "media.bale": collect(media),
  "repos.bale": collect(repos),
};
