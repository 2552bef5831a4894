package io.legalagent.ports;

/** Turns a step's question into search queries. */
public interface RewriteSkill {
    Skilled<QuerySet> rewrite(String stepQuestion);
}
