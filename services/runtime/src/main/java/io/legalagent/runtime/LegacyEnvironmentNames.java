package io.legalagent.runtime;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.apache.commons.logging.Log;
import org.springframework.boot.EnvironmentPostProcessor;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.context.properties.source.ConfigurationPropertySources;
import org.springframework.boot.logging.DeferredLogFactory;
import org.springframework.core.Ordered;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.core.env.EnumerablePropertySource;
import org.springframework.core.env.MapPropertySource;
import org.springframework.core.env.PropertySource;

/**
 * The original agent's environment variables, still read as deprecated aliases of our settings, so
 * that an environment written for it keeps working: {@code SKIP_INJECTION_CHECK} (1 or true skips
 * the guard's screening: {@code legal.guard.enabled=false}) and {@code EVAL_CONFIDENCE_THRESHOLD}
 * ({@code legal.evaluator.confidence-threshold}). A setting given under its own name, in any form
 * Spring reads, wins over its alias. Each alias in use is warned about once at start-up.
 *
 * <p>Runs after the configuration files are read (lowest precedence among post-processors), so that
 * an explicit setting in them is seen.
 */
class LegacyEnvironmentNames implements EnvironmentPostProcessor, Ordered {
    static final String SOURCE = "legacyEnvironmentNames";

    /** One old name, the setting it stands for, and how its value reads as that setting's. */
    record Alias(String variable, String setting, Function<String, String> value) {}

    static final List<Alias> ALIASES = List.of(
            new Alias("SKIP_INJECTION_CHECK", "legal.guard.enabled", LegacyEnvironmentNames::screeningEnabled),
            new Alias("EVAL_CONFIDENCE_THRESHOLD", "legal.evaluator.confidence-threshold", String::strip));

    private final Log log;

    LegacyEnvironmentNames(DeferredLogFactory logs) {
        this.log = logs.getLog(LegacyEnvironmentNames.class);
    }

    @Override
    public int getOrder() {
        return Ordered.LOWEST_PRECEDENCE;
    }

    @Override
    public void postProcessEnvironment(ConfigurableEnvironment environment, SpringApplication application) {
        var mapped = new LinkedHashMap<String, Object>();
        for (var alias : ALIASES) {
            resolve(environment, alias).ifPresent(value -> mapped.put(alias.setting(), value));
        }
        if (!mapped.isEmpty()) {
            // Below every explicit source, above the shared defaults, so that nothing set by name loses to it.
            var source = new MapPropertySource(SOURCE, mapped);
            if (environment.getPropertySources().contains(RuntimeDefaults.SOURCE)) {
                environment.getPropertySources().addBefore(RuntimeDefaults.SOURCE, source);
            } else {
                environment.getPropertySources().addLast(source);
            }
        }
    }

    /** The alias's value as its setting's, or empty when the alias is unset or the setting is given by name. */
    private Optional<String> resolve(ConfigurableEnvironment environment, Alias alias) {
        String old = environment.getProperty(alias.variable());
        if (old == null) {
            return Optional.empty();
        }
        if (setByName(environment, alias.setting())) {
            log.warn(alias.variable() + " is deprecated and ignored here: " + alias.setting()
                    + " is set and wins. Remove " + alias.variable() + ".");
            return Optional.empty();
        }
        String value = alias.value().apply(old);
        log.warn(alias.variable() + " is deprecated: read as " + alias.setting() + "=" + value + "; set "
                + alias.setting() + " (or " + environmentName(alias.setting()) + ") instead.");
        return Optional.of(value);
    }

    /** Whether a source other than the shared defaults names the setting, in any relaxed form. */
    private static boolean setByName(ConfigurableEnvironment environment, String setting) {
        for (PropertySource<?> source : environment.getPropertySources()) {
            // The attached view repeats every other source, the shared defaults included.
            if (source.getName().equals(RuntimeDefaults.SOURCE)
                    || source.getName().equals(SOURCE)
                    || ConfigurationPropertySources.isAttachedConfigurationPropertySource(source)) {
                continue;
            }
            if (source.containsProperty(setting) || source.containsProperty(environmentName(setting))) {
                return true;
            }
            if (source instanceof EnumerablePropertySource<?> names && relaxedMatch(names, setting)) {
                return true;
            }
        }
        return false;
    }

    /** {@code legal.guard.enabled} is also {@code legal.guard.Enabled}, {@code legal.guard.enabled}[..]: any case. */
    private static boolean relaxedMatch(EnumerablePropertySource<?> source, String setting) {
        String wanted = canonical(setting);
        for (String name : source.getPropertyNames()) {
            if (canonical(name).equals(wanted)) {
                return true;
            }
        }
        return false;
    }

    private static String canonical(String name) {
        return name.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]", "");
    }

    static String environmentName(String setting) {
        return setting.toUpperCase(Locale.ROOT).replace('.', '_').replace('-', '_');
    }

    /** The original skipped the check for 1 or true; 0, false or empty kept it. */
    static String screeningEnabled(String skip) {
        return switch (skip.strip().toLowerCase(Locale.ROOT)) {
            case "1", "true", "yes" -> "false";
            case "0", "false", "no", "" -> "true";
            default -> throw new IllegalArgumentException("SKIP_INJECTION_CHECK must be 1, true, 0 or false, was '"
                    + skip + "'; better, set" + " legal.guard.enabled (LEGAL_GUARD_ENABLED) instead");
        };
    }

    /** For tests: the settings the aliases map to, as the environment resolves them. */
    static Map<String, Object> mapped(ConfigurableEnvironment environment) {
        var source = environment.getPropertySources().get(SOURCE);
        return source instanceof MapPropertySource map ? map.getSource() : Map.of();
    }
}
