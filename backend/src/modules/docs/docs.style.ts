/** The reference page's stylesheet, inline: the Content-Security-Policy allows inline styles, not scripts. */
export const STYLE = `
:root { color-scheme: light; --ink: #222; --muted: #666; --line: #e3e0dc; --accent: #c4471b; }
* { box-sizing: border-box; }
body { margin: 0; display: flex; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--ink); }
nav { position: sticky; top: 0; height: 100vh; overflow-y: auto; width: 300px; flex: none; padding: 16px;
  border-right: 1px solid var(--line); background: #faf8f6; font-size: 13px; }
nav h2 { font-size: 14px; margin: 16px 0 4px; }
nav ul { list-style: none; margin: 0; padding: 0; }
nav li a { display: block; padding: 2px 0; color: var(--ink); text-decoration: none; overflow-wrap: anywhere; }
nav li a:hover { color: var(--accent); }
main { flex: 1; min-width: 0; max-width: 1000px; padding: 24px 40px 80px; }
h1 { margin-top: 0; }
h2 { border-bottom: 2px solid var(--line); padding-bottom: 4px; margin-top: 48px; }
h3 { margin: 0 0 4px; font-size: 17px; }
h4 { margin: 16px 0 4px; font-size: 14px; color: var(--muted); }
a { color: var(--accent); }
code { font: 13px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: #f3f1ee;
  padding: 1px 4px; border-radius: 3px; }
.op { border: 1px solid var(--line); border-radius: 8px; padding: 16px 20px; margin: 16px 0; }
.summary { margin: 0 0 8px; font-weight: 500; }
.auth { color: #7a4b00; background: #fff4e0; display: inline-block; padding: 2px 8px; border-radius: 4px; }
.method { display: inline-block; min-width: 58px; text-align: center; font: 700 12px/1.8 ui-monospace, monospace;
  border-radius: 4px; color: #fff; }
.get { background: #2b7a4b; } .post { background: #2457a6; } .put { background: #a66a00; } .delete { background: #b3261e; }
.status { font-weight: 700; font-family: ui-monospace, monospace; }
.status.ok { color: #2b7a4b; } .status.error { color: #b3261e; }
table { border-collapse: collapse; width: 100%; font-size: 14px; }
th, td { text-align: left; vertical-align: top; border-bottom: 1px solid var(--line); padding: 6px 8px; }
th { color: var(--muted); font-weight: 600; }
.fields td:nth-child(1) { width: 24%; } .fields td:nth-child(2) { width: 26%; } .fields td:nth-child(3) { width: 10%; }
.params td:nth-child(1) { width: 16%; } .params td:nth-child(2) { width: 8%; } .params td:nth-child(3) { width: 16%; }
.params td:nth-child(4) { width: 10%; } .answers td:nth-child(1) { width: 10%; } .answers td:nth-child(3) { width: 24%; }
@media (max-width: 800px) { body { display: block; } nav { position: static; width: auto; height: auto; } main { padding: 16px; } }
`;
