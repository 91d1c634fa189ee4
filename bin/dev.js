#!/usr/bin/env node
'use strict';
require('./run-entry')('src/dev/stack').main();
