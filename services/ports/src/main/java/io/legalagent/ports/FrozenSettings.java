package io.legalagent.ports;

import java.util.SortedMap;
import java.util.TreeMap;

/**
 * A settings record whose frozen constants are its components: a new setting is recorded in the
 * ResearchPack without being listed a second time.
 */
public interface FrozenSettings extends FrozenConstants {
    /**
     * A settings record's components, each named in snake case ({@code maxCompletedSteps} becomes
     * {@code max_completed_steps}), so a new setting is recorded without being listed twice.
     */
    @Override
    default SortedMap<String, String> frozenConstants() {
        if (!(this instanceof Record settings)) {
            throw new IllegalStateException(getClass() + " is no record: list its frozen constants");
        }
        return componentsOf(settings);
    }

    /**
     * A record's components but those marked {@link Unrecorded}, each named in snake case and rendered
     * with {@code String.valueOf}.
     */
    static SortedMap<String, String> componentsOf(Record settings) {
        var constants = new TreeMap<String, String>();
        for (var component : settings.getClass().getRecordComponents()) {
            if (!component.isAnnotationPresent(Unrecorded.class)) {
                constants.put(snakeCase(component.getName()), String.valueOf(valueOf(settings, component)));
            }
        }
        return constants;
    }

    private static Object valueOf(Record settings, java.lang.reflect.RecordComponent component) {
        try {
            var accessor = component.getAccessor();
            accessor.setAccessible(true);
            return accessor.invoke(settings);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot read " + component, e);
        }
    }

    static String snakeCase(String camelCase) {
        return camelCase.replaceAll("([a-z0-9])([A-Z])", "$1_$2").toLowerCase(java.util.Locale.ROOT);
    }
}
