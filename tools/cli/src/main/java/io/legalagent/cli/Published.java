package io.legalagent.cli;

import io.legalagent.contracts.Answer;

/** The answer of a run, decoded, with the bytes exactly as they were published on legal.answers. */
record Published(Answer answer, byte[] raw) {}
