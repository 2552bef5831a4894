package io.legalagent.deploy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Shape checks of a Prometheus Operator PrometheusRule's spec (monitoring.coreos.com/v1), as the
 * operator's CRD schema states it: groups with a name and rules; each rule either an alert or a
 * recording rule, with a string expression, durations where the schema wants them, string labels
 * and annotations; no field the schema does not know.
 */
final class PrometheusRuleShape {
    private static final Set<String> GROUP_FIELDS =
            Set.of("name", "interval", "rules", "limit", "partial_response_strategy", "query_offset", "labels");
    private static final Set<String> RULE_FIELDS =
            Set.of("alert", "record", "expr", "for", "keep_firing_for", "labels", "annotations");
    private static final Pattern DURATION = Pattern.compile("(([0-9]+)(y|w|d|h|m|s|ms))+|0");

    private final List<String> problems = new ArrayList<>();

    private PrometheusRuleShape() {}

    static List<String> problems(Map<String, Object> spec) {
        var check = new PrometheusRuleShape();
        check.unknown(spec, "spec", Set.of("groups", "partial_response_strategy"));
        var groups = Tree.maps(spec.get("groups")).toList();
        if (groups.isEmpty()) {
            check.problems.add("spec.groups: none");
        }
        groups.forEach(check::group);
        return check.problems;
    }

    private void group(Map<String, Object> group) {
        String where = "group " + group.get("name");
        unknown(group, where, GROUP_FIELDS);
        if (!(group.get("name") instanceof String name) || name.isBlank()) {
            problems.add(where + ": name must be a non-empty string");
        }
        duration(group.get("interval"), where + " interval");
        var rules = Tree.maps(group.get("rules")).toList();
        if (rules.isEmpty()) {
            problems.add(where + ": no rules");
        }
        rules.forEach(rule -> rule(where, rule));
    }

    private void rule(String group, Map<String, Object> rule) {
        String where = group + " rule " + (rule.get("alert") != null ? rule.get("alert") : rule.get("record"));
        unknown(rule, where, RULE_FIELDS);
        if ((rule.get("alert") == null) == (rule.get("record") == null)) {
            problems.add(where + ": exactly one of alert and record");
        }
        if (!(rule.get("expr") instanceof String expr) || expr.isBlank()) {
            problems.add(where + ": expr must be a non-empty string");
        }
        duration(rule.get("for"), where + " for");
        duration(rule.get("keep_firing_for"), where + " keep_firing_for");
        strings(rule.get("labels"), where + " labels");
        strings(rule.get("annotations"), where + " annotations");
    }

    private void unknown(Map<String, Object> map, String where, Set<String> known) {
        map.keySet().stream()
                .filter(key -> !known.contains(key))
                .forEach(key -> problems.add(where + ": unknown field '" + key + "'"));
    }

    private void duration(Object value, String what) {
        if (value != null
                && !(value instanceof String text && DURATION.matcher(text).matches())) {
            problems.add(what + ": not a duration: " + value);
        }
    }

    private void strings(Object value, String what) {
        Tree.map(value).forEach((key, v) -> {
            if (!(v instanceof String)) {
                problems.add(what + ": " + key + " is not a string");
            }
        });
    }
}
