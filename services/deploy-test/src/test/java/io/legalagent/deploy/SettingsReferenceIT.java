package io.legalagent.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.reflect.RecordComponent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * docs/settings.md is generated from the settings records: every setting, its environment variable,
 * its type and the default it binds to when nothing is set. Regenerate it with
 * {@code ./mvnw -o -pl services/deploy-test verify -Dit.test=SettingsReferenceIT -Dtest=none
 * -Dsurefire.failIfNoSpecifiedTests=false -Dsettings.write=true}. An integration test: it scans every
 * service's classes for the records and binds each with Spring Boot's binder.
 */
class SettingsReferenceIT {

    private static final Path REFERENCE = Project.file("docs/settings.md");

    @Test
    void docsSettingsMdIsGeneratedFromTheSettingsRecords() throws IOException {
        String generated = render();
        if (Boolean.getBoolean("settings.write")) {
            Files.writeString(REFERENCE, generated);
        }
        assertThat(REFERENCE)
                .as("docs/settings.md is out of date: rerun this test with -Dsettings.write=true")
                .exists();
        assertThat(Files.readString(REFERENCE))
                .as("docs/settings.md is out of date: rerun this test with -Dsettings.write=true")
                .isEqualTo(generated);
    }

    static String render() {
        var out = new StringBuilder();
        out.append("# Settings reference\n\n")
                .append("Generated from the `@ConfigurationProperties` records by `SettingsReferenceIT`")
                .append(" (services/deploy-test); do not edit by hand. Each setting is read from its")
                .append(" environment variable; the default is what a service binds when nothing is set.\n");
        String record = null;
        for (Settings.Setting setting : Settings.all().stream()
                // By prefix, then record (two services may read one prefix, each with its record), then name.
                .sorted(Comparator.comparing(Settings.Setting::prefix)
                        .thenComparing(setting -> setting.root().getSimpleName())
                        .thenComparing(Settings.Setting::name))
                .toList()) {
            if (!setting.root().getName().equals(record)) {
                record = setting.root().getName();
                out.append("\n## `")
                        .append(setting.prefix())
                        .append("` (")
                        .append(setting.root().getSimpleName())
                        .append(")\n\n| Setting | Environment variable | Type | Default |\n|---|---|---|---|\n");
            }
            out.append("| `")
                    .append(setting.name())
                    .append("` | `")
                    .append(variable(setting.name()))
                    .append("` | ")
                    .append(type(setting))
                    .append(" | ")
                    .append(defaultOf(setting))
                    .append(" |\n");
        }
        return out.toString();
    }

    private static String variable(String name) {
        return name.replace('.', '_').replace("-", "_").toUpperCase(Locale.ROOT);
    }

    private static String type(Settings.Setting setting) {
        RecordComponent last = setting.path().get(setting.path().size() - 1);
        return last.getType().getSimpleName();
    }

    private static String defaultOf(Settings.Setting setting) {
        Object value = setting.boundFrom(Map.of());
        return value == null ? "(none)" : "`" + value + "`";
    }
}
