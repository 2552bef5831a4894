package io.legalagent.retrieval.ingest;

import io.legalagent.retrieval.rp.CitatorSignals;
import java.util.ArrayList;
import tools.jackson.databind.JsonNode;

/** The optional RPv1.1 fields of a JSON Lines passage; a field of the wrong type is a row problem. */
final class SignalFields {
    private SignalFields() {}

    static CitatorSignals read(JsonNode node) {
        var cites = new ArrayList<String>();
        JsonNode edges = node.get("cites");
        if (edges != null && !edges.isNull()) {
            if (!edges.isArray()) {
                throw new IllegalArgumentException("\"cites\" must be an array of passage ids");
            }
            for (JsonNode edge : edges) {
                if (!edge.isString() || edge.asString().isBlank()) {
                    throw new IllegalArgumentException("\"cites\" must hold passage ids (strings)");
                }
                cites.add(edge.asString().strip());
            }
        }
        return new CitatorSignals(
                cites,
                text(node, "treatment"),
                number(node, "citation_frequency"),
                bool(node, "overruled"),
                number(node, "position"));
    }

    private static String text(JsonNode node, String name) {
        JsonNode value = node.get(name);
        if (value == null || value.isNull()) {
            return null;
        }
        if (!value.isString()) {
            throw new IllegalArgumentException("\"" + name + "\" must be a string");
        }
        return value.asString();
    }

    private static Double number(JsonNode node, String name) {
        JsonNode value = node.get(name);
        if (value == null || value.isNull()) {
            return null;
        }
        if (!value.isNumber()) {
            throw new IllegalArgumentException("\"" + name + "\" must be a number");
        }
        return value.asDouble();
    }

    private static Boolean bool(JsonNode node, String name) {
        JsonNode value = node.get(name);
        if (value == null || value.isNull()) {
            return null;
        }
        if (!value.isBoolean()) {
            throw new IllegalArgumentException("\"" + name + "\" must be true or false");
        }
        return value.asBoolean();
    }
}
