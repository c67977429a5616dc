// Run by json.test.ts as `node --max-old-space-size=64 json-child.js <n>`: reads with fromJson a
// document of one list of n floats (18 characters each: 7.2 MB for 400,000) and prints "read <n>".
// Running out of the heap kills the process instead (the test then fails on the exit status).
import { fromJson } from "@bale-dev/runtime/json";
import { $meta, type AllTypes } from "../../goldens/ts/alltypes/alltypes.js";

const n = Number(process.argv[2]);
const parts = new Array<string>(n);
for (let i = 0; i < n; i++) parts[i] = (0.1234567 + i * 1e-9).toFixed(15);
const text = `{"shape":{"label":"x"},"l_f64":[${parts.join(",")}]}`;
parts.length = 0;
const v = fromJson<AllTypes>($meta, "alltypes.AllTypes", text);
console.log(`read ${v.l_f64.length}`);
