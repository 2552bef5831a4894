package io.legalagent.ports;

/** Turns a step's question into search queries. */
public interface RewriteSkill {
    String SKILL = "query_rewrite";

    Skilled<QuerySet> rewrite(String stepQuestion);
}
