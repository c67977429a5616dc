// Fetches the board as Bale compact bytes, decodes it with the generated code and shows it.
import { decode } from "@bale-dev/runtime";
import { toJson } from "@bale-dev/runtime/json";
import { $meta, Board, State } from "./gen/status.js";

declare global {
  interface Window {
    __baleExample?: { bytes: number; json: string } | { error: string };
  }
}

function stateName(n: number): string {
  return Object.entries(State).find(([, v]) => v === n)?.[0] ?? String(n);
}

function cell(row: HTMLTableRowElement, text: string, cls?: string): void {
  const td = row.insertCell();
  td.textContent = text;
  if (cls !== undefined) td.className = cls;
}

try {
  const res = await fetch("/board.bin");
  const bytes = new Uint8Array(await res.arrayBuffer());
  const board = decode(Board, bytes); // throws BaleError on malformed bytes
  document.getElementById("project")!.textContent = board.project;
  const updated = new Date(Number(board.updatedAtMillis)).toISOString();
  document.getElementById("status")!.textContent = `${bytes.length} bytes of Bale, updated ${updated}`;
  const table = document.getElementById("checks") as HTMLTableElement;
  for (const c of board.checks) {
    const row = table.insertRow();
    cell(row, c.name);
    cell(row, stateName(c.state), stateName(c.state));
    cell(row, String(c.durationMs));
    cell(row, c.detail ?? "");
  }
  const json = toJson($meta, "status.Board", board);
  document.getElementById("json")!.textContent = json;
  window.__baleExample = { bytes: bytes.length, json };
} catch (e) {
  window.__baleExample = { error: String(e) };
  document.getElementById("status")!.textContent = `error: ${String(e)}`;
}
