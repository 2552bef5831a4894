package io.legalagent.deploy;

import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.Bindable;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.bind.DataObjectPropertyName;
import org.springframework.boot.context.properties.source.ConfigurationPropertyName;
import org.springframework.boot.context.properties.source.ConfigurationPropertySource;
import org.springframework.boot.context.properties.source.ConfigurationPropertySources;
import org.springframework.context.annotation.ClassPathScanningCandidateComponentProvider;
import org.springframework.core.env.StandardEnvironment;
import org.springframework.core.env.SystemEnvironmentPropertySource;
import org.springframework.core.type.filter.AnnotationTypeFilter;

/**
 * The settings the services bind, found the way Spring Boot finds them: every
 * {@code @ConfigurationProperties} record of the project, its prefix and its components (nested
 * records of the project descend, anything else is a setting), each component under the dashed name
 * the binder gives it ({@code chromaUrl} → {@code chroma-url}).
 *
 * <p>An environment variable is matched to a setting by Spring Boot itself: a property source that
 * holds only that variable, named as the process environment is, is asked for the setting, so the
 * answer follows Boot's own mapping (for {@code legal.retrieval.chroma-url} it accepts
 * {@code LEGAL_RETRIEVAL_CHROMAURL} and {@code LEGAL_RETRIEVAL_CHROMA_URL}). A variable that matches
 * nothing is silently ignored by every service, which is what these checks are for.
 */
final class Settings {

    /** One bindable setting: the record that declares it, its prefix, and the components leading to it. */
    record Setting(Class<?> root, String prefix, List<RecordComponent> path) {

        String name() {
            StringBuilder name = new StringBuilder(prefix);
            path.forEach(
                    component -> name.append('.').append(DataObjectPropertyName.toDashedForm(component.getName())));
            return name.toString();
        }

        /** The value the setting takes when the services see exactly these environment variables. */
        Object boundFrom(Map<String, String> environment) {
            Object value = new Binder(environmentSource(environment)).bindOrCreate(prefix, Bindable.of(root));
            for (RecordComponent component : path) {
                try {
                    var accessor = component.getAccessor();
                    accessor.setAccessible(true);
                    value = value == null ? null : accessor.invoke(value);
                } catch (ReflectiveOperationException e) {
                    throw new IllegalStateException(e);
                }
            }
            return value;
        }

        @Override
        public String toString() {
            return name() + " (" + root.getSimpleName() + ")";
        }
    }

    private static List<Setting> all;

    private Settings() {}

    /** Every setting of every {@code @ConfigurationProperties} record under io.legalagent. */
    static synchronized List<Setting> all() {
        if (all == null) {
            List<Setting> settings = new ArrayList<>();
            for (Class<?> root : propertiesClasses()) {
                String prefix = prefix(root);
                if (!root.isRecord()) {
                    throw new IllegalStateException(root + ": the checks read records only");
                }
                collect(root, prefix, root, List.of(), settings);
            }
            settings.sort(Comparator.comparing(Setting::name));
            all = List.copyOf(settings);
        }
        return all;
    }

    static Set<String> names() {
        Set<String> names = new TreeSet<>();
        all().forEach(setting -> names.add(setting.name()));
        return names;
    }

    /** The settings records, found by classpath scanning as Spring would find them. */
    static List<Class<?>> propertiesClasses() {
        var scanner = new ClassPathScanningCandidateComponentProvider(false);
        scanner.addIncludeFilter(new AnnotationTypeFilter(ConfigurationProperties.class));
        List<Class<?>> classes = new ArrayList<>();
        for (var candidate : scanner.findCandidateComponents("io.legalagent")) {
            try {
                classes.add(Class.forName(candidate.getBeanClassName()));
            } catch (ClassNotFoundException e) {
                throw new IllegalStateException(e);
            }
        }
        classes.sort(Comparator.comparing(Class::getName));
        return classes;
    }

    private static String prefix(Class<?> root) {
        ConfigurationProperties annotation = root.getAnnotation(ConfigurationProperties.class);
        String prefix = annotation.prefix().isEmpty() ? annotation.value() : annotation.prefix();
        if (prefix.isEmpty()) {
            throw new IllegalStateException(root + " has no prefix");
        }
        return prefix;
    }

    private static void collect(
            Class<?> root, String prefix, Class<?> type, List<RecordComponent> path, List<Setting> into) {
        for (RecordComponent component : type.getRecordComponents()) {
            List<RecordComponent> longer = new ArrayList<>(path);
            longer.add(component);
            Class<?> componentType = component.getType();
            if (componentType.isRecord() && componentType.getName().startsWith("io.legalagent.")) {
                collect(root, prefix, componentType, longer, into);
            } else {
                into.add(new Setting(root, prefix, List.copyOf(longer)));
            }
        }
    }

    /** The setting Spring Boot binds an environment variable to, if any. */
    private static final java.util.regex.Pattern LIST_ELEMENT = java.util.regex.Pattern.compile("(.+)_(\\d+)_(.+)");

    /**
     * A component of a record in a list setting, such as {@code LEGAL_IDENTITY_USERS_0_PASSWORD}
     * ({@code legal.identity.users[0].password}): the value Boot binds it to, read back from the list's
     * element; empty when the variable names no such component.
     */
    static Optional<Object> listElementBound(String variable, Map<String, String> environment) {
        var parts = LIST_ELEMENT.matcher(variable);
        if (!parts.matches()) {
            return Optional.empty();
        }
        var list = forVariable(parts.group(1));
        if (list.isEmpty() || !(list.get().boundFrom(environment) instanceof List<?> elements)) {
            return Optional.empty();
        }
        int index = Integer.parseInt(parts.group(2));
        if (index >= elements.size() || !(elements.get(index) instanceof Record element)) {
            return Optional.empty();
        }
        for (RecordComponent component : element.getClass().getRecordComponents()) {
            String name = DataObjectPropertyName.toDashedForm(component.getName())
                    .replace('-', '_')
                    .toUpperCase(java.util.Locale.ROOT);
            if (name.equals(parts.group(3))) {
                try {
                    var accessor = component.getAccessor();
                    accessor.setAccessible(true);
                    return Optional.ofNullable(accessor.invoke(element));
                } catch (ReflectiveOperationException e) {
                    throw new IllegalStateException(e);
                }
            }
        }
        return Optional.empty();
    }

    static Optional<Setting> forVariable(String variable) {
        Iterable<ConfigurationPropertySource> source = environmentSource(Map.of(variable, "x"));
        return all().stream()
                .filter(setting -> {
                    ConfigurationPropertyName name = ConfigurationPropertyName.of(setting.name());
                    for (ConfigurationPropertySource each : source) {
                        if (each.getConfigurationProperty(name) != null) {
                            return true;
                        }
                    }
                    return false;
                })
                .findFirst();
    }

    /** Environment variables as a service sees them: the property source Boot reads the environment from. */
    static Iterable<ConfigurationPropertySource> environmentSource(Map<String, String> environment) {
        Map<String, Object> values = new java.util.HashMap<>(environment);
        return ConfigurationPropertySources.from(new SystemEnvironmentPropertySource(
                StandardEnvironment.SYSTEM_ENVIRONMENT_PROPERTY_SOURCE_NAME, values));
    }

    /**
     * Whether a bound value is the one a variable spells: numbers, URIs and paths by their
     * text, durations as Boot parses them, an enum constant by its name in any case (Boot binds {@code ollama} to {@code OLLAMA}), a
     * list item by item.
     */
    static boolean spells(Object bound, String text) {
        if (bound instanceof java.util.List<?> list) {
            // A list is written comma-separated, as Boot splits it.
            String[] items = text.split(",");
            if (items.length != list.size()) {
                return false;
            }
            for (int i = 0; i < items.length; i++) {
                if (!spells(list.get(i), items[i])) {
                    return false;
                }
            }
            return true;
        }
        if (bound instanceof java.time.Duration duration) {
            // As Boot reads it: 72h, 1m or PT72H alike.
            return duration.equals(org.springframework.boot.convert.DurationStyle.detectAndParse(text.strip()));
        }
        if (bound instanceof Enum<?> constant) {
            return constant.name()
                    .replace('_', '-')
                    .equalsIgnoreCase(text.strip().replace('_', '-'));
        }
        return Objects.equals(String.valueOf(bound), text.strip());
    }

    /** The variables a command-line reader asks for: it is handed a recording lookup. */
    static Set<String> variablesRead(java.util.function.Consumer<Function<String, String>> reader) {
        Set<String> asked = new TreeSet<>();
        reader.accept(name -> {
            asked.add(name);
            return null;
        });
        return asked;
    }
}
