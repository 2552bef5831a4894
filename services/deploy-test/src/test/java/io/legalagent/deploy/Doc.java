package io.legalagent.deploy;

import java.util.List;
import java.util.Map;

/** One YAML document (a Kubernetes object, a compose file, a kustomization) and where it came from. */
record Doc(String source, Map<String, Object> body) {

    String kind() {
        return string("kind");
    }

    String apiVersion() {
        return string("apiVersion");
    }

    String name() {
        return string("metadata", "name");
    }

    String namespace() {
        return string("metadata", "namespace");
    }

    boolean is(String kind) {
        return kind.equals(kind());
    }

    /** The value at a path of map keys (String) and list indexes (Integer), or null where it stops. */
    Object at(Object... path) {
        return Tree.at(body, path);
    }

    String string(Object... path) {
        Object value = at(path);
        return value == null ? null : value.toString();
    }

    Map<String, Object> map(Object... path) {
        return Tree.map(at(path));
    }

    List<Object> list(Object... path) {
        return Tree.list(at(path));
    }

    @Override
    public String toString() {
        return kind() + "/" + name() + " (" + source + ")";
    }
}
