#!/usr/bin/env node
'use strict';
require('./run-entry')('src/cli/main').main();
