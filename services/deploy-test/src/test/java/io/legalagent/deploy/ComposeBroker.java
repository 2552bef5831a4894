package io.legalagent.deploy;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.regex.Pattern;

/**
 * The configuration docker-compose.yml's broker runs with, rendered the way its entrypoint script
 * renders it: the script compose names, found through the service's own volume, the property files
 * the script joins, in its order, and its sed substitutions ({@code ${VAR:-default}} at its default;
 * the passwords, shell variables, stay placeholders).
 */
final class ComposeBroker {
    private static final Pattern FILE = Pattern.compile("\"\\$here/([\\w.-]+\\.properties)\"");
    private static final Pattern SUBSTITUTION = Pattern.compile("-e \"s\\|(@\\w+@)\\|([^|]*)\\|g\"");

    private ComposeBroker() {}

    static Properties settings(Doc compose) {
        String script = Project.read(scriptOf(compose));
        String text = String.join(
                "",
                FILE.matcher(script)
                        .results()
                        .map(m -> Project.read(scriptFolder(compose) + "/" + m.group(1)))
                        .toList());
        for (var substitution : SUBSTITUTION.matcher(script).results().toList()) {
            String value = ComposeFileIT.resolved(substitution.group(2));
            if (!value.startsWith("$")) {
                text = text.replace(substitution.group(1), value);
            }
        }
        var properties = new Properties();
        try {
            properties.load(new StringReader(text));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return properties;
    }

    /** The script of the service's entrypoint, as a path in the project. */
    static String scriptOf(Doc compose) {
        List<Object> entrypoint = Tree.list(compose.at("services", "kafka", "entrypoint"));
        String inContainer = entrypoint.get(entrypoint.size() - 1).toString();
        String folder = inContainer.substring(0, inContainer.lastIndexOf('/'));
        return scriptFolder(compose, folder) + inContainer.substring(folder.length());
    }

    private static String scriptFolder(Doc compose) {
        String script = scriptOf(compose);
        return script.substring(0, script.lastIndexOf('/'));
    }

    /** The project folder the service mounts at {@code target}. */
    private static String scriptFolder(Doc compose, String target) {
        for (Object volume : Tree.list(compose.at("services", "kafka", "volumes"))) {
            String[] parts = volume.toString().split(":");
            if (parts.length >= 2 && parts[1].equals(target) && parts[0].startsWith("./")) {
                return parts[0].substring(2);
            }
        }
        throw new AssertionError("the kafka service mounts nothing of the project at " + target);
    }

    /** The values of a comma-separated setting, such as the listeners. */
    static List<String> list(Properties settings, String key) {
        String value = settings.getProperty(key);
        return value == null ? List.of() : List.of(value.split(","));
    }

    static Map<String, Object> service(Doc compose) {
        return compose.map("services", "kafka");
    }

    static Path script(Doc compose) {
        return Project.file(scriptOf(compose));
    }
}
