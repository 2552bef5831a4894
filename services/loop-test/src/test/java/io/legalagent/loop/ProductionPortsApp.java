package io.legalagent.loop;

/**
 * The nine nodes with their production ports: the model and retrieval auto-configurations supply
 * every skill, the retriever and QA memory.
 */
@NineNodes
class ProductionPortsApp {}
