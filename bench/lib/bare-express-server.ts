// The baseline for the public reads: Express with nothing in front of two routes that send fixed bytes.
// Started as a child process: reads the bytes from the files named in its argv, answers on PORT.
import { readFileSync } from 'node:fs';
import express from 'express';

const [listFile, problemFile, problemPath] = process.argv.slice(2);
if (!listFile || !problemFile || !problemPath)
  throw new Error('usage: bare-express-server <list> <problem> <path>');
const list = readFileSync(listFile);
const problem = readFileSync(problemFile);

const app = express();
app.get('/api/problem/getAllProblem', (_req, res) => {
  res.type('json').send(list);
});
app.get(problemPath, (_req, res) => {
  res.type('json').send(problem);
});
app.listen(Number(process.env.PORT), () => {
  process.stdout.write('bare express ready\n');
});
