import assert from 'node:assert/strict';
import { unreachableDependency } from '../../src/api/middleware/unavailable';

describe('a dependency out of reach answers 503 with Retry-After, not 500', () => {
  it('knows a database that restarts, crashed or cannot be reached, through the errors that wrap it', () => {
    assert.equal(unreachableDependency({ code: '57P01', message: 'terminating connection due to administrator command' }), 'database');
    assert.equal(unreachableDependency({ code: '57P03', message: 'the database system is starting up' }), 'database');
    assert.equal(unreachableDependency({ message: 'query failed', driverError: { code: '08006' } }), 'database');
    assert.equal(unreachableDependency(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })), 'database');
    assert.equal(unreachableDependency(new Error('Connection terminated unexpectedly')), 'database');
  });

  it('knows a Temporal server that does not answer (gRPC UNAVAILABLE), also as the cause of a client error', () => {
    const grpc = Object.assign(new Error('14 UNAVAILABLE: No connection established'), { code: 14, details: 'No connection established', metadata: {} });
    assert.equal(unreachableDependency(grpc), 'Temporal');
    assert.equal(unreachableDependency(Object.assign(new Error('Failed to start workflow'), { cause: grpc })), 'Temporal');
  });

  it('leaves every other error a 500', () => {
    assert.equal(unreachableDependency(new Error('boom')), undefined);
    assert.equal(unreachableDependency({ code: '23505', message: 'duplicate key value violates unique constraint' }), undefined);
    assert.equal(unreachableDependency(Object.assign(new Error('5 NOT_FOUND'), { code: 5, details: '', metadata: {} })), undefined);
    assert.equal(unreachableDependency(undefined), undefined);
  });
});
