package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.time.Instant;
import java.util.Collection;
import java.util.Map;
import java.util.TreeMap;

/**
 * The canonical text of any value of these messages, for seals: a record is its components in
 * declared order, each named; a list its size then its items; a map its size then its entries by
 * key; text is length-prefixed so no value can run into the next; null is {@code -}, and a null
 * component marked {@code @JsonInclude(NON_NULL)} is left out. Like {@link
 * PackEncoding}, by hand rather than with a JSON library, whose field order, number format or
 * escaping may change between versions; doubles use {@link Double#toString}, exact through JSON.
 */
final class RecordEncoding {
    private final StringBuilder text = new StringBuilder();

    private RecordEncoding() {}

    static String of(Object value) {
        var encoding = new RecordEncoding();
        encoding.value("value", value);
        return encoding.text.toString();
    }

    private void value(String name, Object value) {
        if (value == null) {
            scalar(name, null);
        } else if (value instanceof Record record) {
            scalar(name, record.getClass().getSimpleName());
            for (RecordComponent component : record.getClass().getRecordComponents()) {
                Object part = read(component, record);
                if (!omitted(component, part)) {
                    value(name + "." + component.getName(), part);
                }
            }
        } else if (value instanceof Collection<?> items) {
            scalar(name, Integer.toString(items.size()));
            items.forEach(item -> value(name + "[]", item));
        } else if (value instanceof Map<?, ?> map) {
            scalar(name, Integer.toString(map.size()));
            new TreeMap<>(map).forEach((key, entry) -> {
                scalar(name + ".key", key.toString());
                value(name + ".value", entry);
            });
        } else if (value instanceof Enum<?> constant) {
            scalar(name, constant.name());
        } else if (value instanceof String
                || value instanceof Number
                || value instanceof Boolean
                || value instanceof Instant) {
            scalar(name, value.toString());
        } else {
            throw new IllegalArgumentException("no canonical form for " + value.getClass());
        }
    }

    /**
     * A component that JSON leaves out when null ({@code @JsonInclude(NON_NULL)}, the mark of a field
     * added to a message after messages were sealed) is left out here too, so an older message keeps
     * its seal.
     */
    static boolean omittedWhenNull(RecordComponent component) {
        // Jackson's annotation does not target record components: javac puts it on the accessor.
        var include = component.getAccessor().getAnnotation(JsonInclude.class);
        return include != null && include.value() == JsonInclude.Include.NON_NULL;
    }

    /** A component JSON may leave out: omitted when null, or when a filter of its own says so. */
    static boolean mayBeOmitted(RecordComponent component) {
        var include = component.getAccessor().getAnnotation(JsonInclude.class);
        return omittedWhenNull(component) || include != null && include.value() == JsonInclude.Include.CUSTOM;
    }

    /** Whether JSON leaves out this value of {@code component}, as Jackson's inclusion rule on it says. */
    static boolean omitted(RecordComponent component, Object value) {
        if (value == null) {
            return omittedWhenNull(component);
        }
        var include = component.getAccessor().getAnnotation(JsonInclude.class);
        if (include == null || include.value() != JsonInclude.Include.CUSTOM) {
            return false;
        }
        try {
            // Jackson's convention: the filter's equals() is true for a value to leave out.
            return include.valueFilter().getDeclaredConstructor().newInstance().equals(value);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot make the filter of " + component, e);
        }
    }

    static Object read(RecordComponent component, Record record) {
        try {
            return component.getAccessor().invoke(record);
        } catch (IllegalAccessException | InvocationTargetException e) {
            throw new IllegalStateException("cannot read " + component, e);
        }
    }

    private void scalar(String name, String value) {
        line(text, name, value);
    }

    /** One line of canonical text: {@code name length:value}, or {@code name -} for null. */
    static void line(StringBuilder text, String name, String value) {
        text.append(name).append(' ');
        if (value == null) {
            text.append('-');
        } else {
            text.append(value.length()).append(':').append(value);
        }
        text.append('\n');
    }
}
