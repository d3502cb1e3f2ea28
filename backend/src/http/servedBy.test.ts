import express from 'express';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { servedBy } from './servedBy';

describe('X-Served-By', () => {
  it('names the machine on every answer, errors included', async () => {
    const app = express();
    app.use(servedBy('api-2'));
    app.get('/ok', (_req, res) => res.json({}));

    expect((await supertest(app).get('/ok')).headers['x-served-by']).toBe('api-2');
    expect((await supertest(app).get('/missing')).headers['x-served-by']).toBe('api-2');
  });

  it('is off unless MACHINE_NAME is set', () => {
    expect(loadConfig({}).machineName).toBeUndefined();
    expect(loadConfig({ MACHINE_NAME: 'api-1' }).machineName).toBe('api-1');
  });
});
