package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonProperty;

/** How much research a question needs: one rule, or several interacting concepts. */
public enum QueryType {
    @JsonProperty("simple")
    SIMPLE,
    @JsonProperty("multi_hop")
    MULTI_HOP
}
