// Development: the API with reload on change, and Vite with hot module replacement proxying /api and /uploads.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '--workspace', 'backend'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '--workspace', 'frontend'], { stdio: 'inherit' }),
];

function stopAll(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}

for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll());
process.on('SIGTERM', () => stopAll());
