package io.legalagent.contracts;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** The route enums found in {@code io.legalagent.contracts.route}, and the node each belongs to. */
final class RouteEnums {
    static final String PACKAGE = "io.legalagent.contracts.route";

    private RouteEnums() {}

    /** Every enum class of the route package, read from the classpath, by simple name. */
    static List<Class<? extends Enum<?>>> all() {
        var dir = PACKAGE.replace('.', '/');
        var url = RouteEnums.class.getClassLoader().getResource(dir);
        if (url == null) {
            throw new IllegalStateException("package not on the classpath: " + PACKAGE);
        }
        try {
            if (url.getProtocol().equals("jar")) {
                try (var jar = FileSystems.newFileSystem(url.toURI(), Map.of())) {
                    return enumsIn(jar.getPath(dir));
                }
            }
            return enumsIn(Path.of(url.toURI()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    @SuppressWarnings("unchecked")
    private static List<Class<? extends Enum<?>>> enumsIn(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString())
                    .filter(name -> name.endsWith(".class") && !name.contains("$"))
                    .map(name -> load(PACKAGE + "." + name.substring(0, name.length() - ".class".length())))
                    .filter(Class::isEnum)
                    .map(type -> (Class<? extends Enum<?>>) type)
                    .sorted(Comparator.comparing(Class::getSimpleName))
                    .collect(Collectors.toList());
        }
    }

    private static Class<?> load(String name) {
        try {
            return Class.forName(name);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The route enum's simple name for a node: MC_SELECTOR → McSelectorRoute. */
    static String simpleNameFor(NodeName node) {
        return Arrays.stream(node.name().split("_"))
                        .map(part -> part.charAt(0) + part.substring(1).toLowerCase())
                        .collect(Collectors.joining())
                + "Route";
    }

    /** The route enum of a node. */
    static Class<? extends Enum<?>> of(NodeName node) {
        var name = simpleNameFor(node);
        return all().stream()
                .filter(type -> type.getSimpleName().equals(name))
                .findFirst()
                .orElseThrow(() -> new IllegalStateException("no " + name + " in " + PACKAGE));
    }

    /** The node whose short name is {@code id}. */
    static NodeName node(String id) {
        return Arrays.stream(NodeName.values())
                .filter(n -> n.id().equals(id))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no node " + id));
    }

    /** The route constant a node names in a hop. */
    static Enum<?> route(NodeName node, String route) {
        return Arrays.stream(of(node).getEnumConstants())
                .filter(c -> c.name().equals(route))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException(node + " has no route " + route));
    }
}
