package io.legalagent.deploy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The file system of a service's image, made without Docker by following deploy/Dockerfile: the
 * service's executable jar from the Maven build (what the build stage produces), the extract stage's
 * RUN commands, and the final stage's COPY instructions in their order, into a folder that stands for
 * the image's root. Also the final stage's WORKDIR and ENV, so that a command can be run as the image
 * would run it.
 */
final class ImageLayout {

    private static final Pattern ENV_PAIR = Pattern.compile("([A-Za-z_][A-Za-z0-9_]*)=(\"([^\"]*)\"|\\S+)");

    /** The folder standing for the image's root file system. */
    final Path root;

    /** The final stage's working directory, inside the image. */
    final String workdir;

    /** The final stage's ENV. */
    final Map<String, String> environment;

    private ImageLayout(Path root, String workdir, Map<String, String> environment) {
        this.root = root;
        this.workdir = workdir;
        this.environment = environment;
    }

    /** One instruction of the Dockerfile, continuation lines joined, comments dropped. */
    record Instruction(String keyword, String arguments) {}

    static List<Instruction> instructions() {
        List<Instruction> instructions = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        for (String line : Project.read("deploy/Dockerfile").lines().toList()) {
            String stripped = line.strip();
            if (current.isEmpty() && (stripped.isEmpty() || stripped.startsWith("#"))) {
                continue;
            }
            if (!current.isEmpty() && stripped.startsWith("#")) {
                continue;
            }
            if (stripped.endsWith("\\")) {
                current.append(stripped, 0, stripped.length() - 1).append(' ');
                continue;
            }
            current.append(stripped);
            String text = current.toString().strip();
            int space = text.indexOf(' ');
            instructions.add(new Instruction(
                    text.substring(0, space), text.substring(space + 1).strip()));
            current.setLength(0);
        }
        return instructions;
    }

    /** The instructions of each stage, by stage name; the unnamed last stage is "final". */
    static Map<String, List<Instruction>> stages() {
        Map<String, List<Instruction>> stages = new LinkedHashMap<>();
        List<Instruction> current = null;
        List<Instruction> all = instructions();
        for (int i = 0; i < all.size(); i++) {
            Instruction instruction = all.get(i);
            if (instruction.keyword().equals("FROM")) {
                String[] parts = instruction.arguments().split("\\s+");
                String name = parts.length >= 3 && parts[1].equalsIgnoreCase("AS") ? parts[2] : "stage" + i;
                current = new ArrayList<>();
                stages.put(name, current);
            } else if (current != null) {
                current.add(instruction);
            }
        }
        // The image is the last stage, whatever its name.
        String last = new ArrayList<>(stages.keySet()).get(stages.size() - 1);
        stages.put("final", stages.remove(last));
        return stages;
    }

    /** Builds the layout of a service into an empty folder. */
    static ImageLayout build(String service, Path into) {
        return build("services", service, into);
    }

    /** Builds the layout of a module under {@code moduleDir} (services, or tools for the cli image). */
    static ImageLayout build(String moduleDir, String service, Path into) {
        Map<String, List<Instruction>> stages = stages();
        Path extractRoot = into.resolve("extract-stage");
        Path imageRoot = into.resolve("image");
        try {
            String extractWorkdir = "/";
            for (Instruction instruction : stages.get("extract")) {
                String arguments =
                        instruction.arguments().replace("${SERVICE}", service).replace("${MODULE_DIR}", moduleDir);
                switch (instruction.keyword()) {
                    case "WORKDIR" -> {
                        extractWorkdir = arguments;
                        Files.createDirectories(inside(extractRoot, extractWorkdir));
                    }
                    case "COPY" -> {
                        String[] parts = arguments.split("\\s+");
                        if (!parts[0].equals("--from=build")) {
                            throw new IllegalStateException("unexpected COPY in the extract stage: " + arguments);
                        }
                        Path source = builtFile(parts[1]);
                        Files.copy(source, inside(extractRoot, extractWorkdir).resolve(parts[2]));
                    }
                    case "RUN" -> {
                        if (arguments.startsWith("java ")) {
                            run(List.of(arguments.split("\\s+")), inside(extractRoot, extractWorkdir));
                        }
                    }
                    default -> {
                        // ARG and the like change nothing on disk
                    }
                }
            }

            String workdir = "/";
            Map<String, String> environment = new LinkedHashMap<>();
            for (Instruction instruction : stages.get("final")) {
                String arguments = instruction.arguments().replace("${SERVICE}", service);
                switch (instruction.keyword()) {
                    case "WORKDIR" -> {
                        workdir = arguments;
                        Files.createDirectories(inside(imageRoot, workdir));
                    }
                    case "COPY" -> {
                        String[] parts = arguments.split("\\s+");
                        Path target = inside(imageRoot, workdir)
                                .resolve(parts[parts.length - 1])
                                .normalize();
                        if (parts[0].equals("--from=extract")) {
                            copyTree(inside(extractRoot, parts[1]), target);
                        } else if (parts[0].startsWith("--")) {
                            throw new IllegalStateException("unexpected COPY in the final stage: " + arguments);
                        } else {
                            copyTree(Project.file(parts[0]), target);
                        }
                    }
                    case "ENV" -> {
                        Matcher pair = ENV_PAIR.matcher(arguments);
                        while (pair.find()) {
                            environment.put(pair.group(1), pair.group(3) != null ? pair.group(3) : pair.group(2));
                        }
                    }
                    case "RUN" -> {
                        // The project's own scripts run here as in the image; packages and users do not.
                        if (arguments.startsWith("sh ")) {
                            run(List.of("sh", "-c", arguments), inside(imageRoot, workdir));
                        }
                    }
                    default -> {
                        // LABEL, USER, EXPOSE, HEALTHCHECK, ENTRYPOINT
                    }
                }
            }
            Files.createDirectories(inside(imageRoot, "/tmp"));
            return new ImageLayout(imageRoot, workdir, environment);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A path inside the image, on this machine. */
    Path path(String inImage) {
        return inside(root, inImage);
    }

    /** An argument of a container command with every image path turned into its place here. */
    String local(String argument) {
        return argument.startsWith("/") ? path(argument).toString() : argument;
    }

    private static Path inside(Path root, String absolute) {
        return root.resolve(absolute.replaceFirst("^/+", "")).normalize();
    }

    /** The build stage's output, which the Maven build leaves in the same place: the newest match. */
    private static Path builtFile(String pattern) throws IOException {
        String relative = pattern.replaceFirst("^/src/", "");
        Path dir = Project.file(relative).getParent();
        String glob = Path.of(relative).getFileName().toString();
        var matcher = FileSystems.getDefault().getPathMatcher("glob:" + glob);
        if (!Files.isDirectory(dir)) {
            throw new IllegalStateException(
                    dir + " does not exist: build the services first" + " (./mvnw -B install -DskipTests)");
        }
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(file -> matcher.matches(file.getFileName()))
                    .max(Comparator.comparing(ImageLayout::modified))
                    .orElseThrow(() -> new IllegalStateException("no " + pattern + " in " + dir
                            + ": build the services first (./mvnw -B install -DskipTests)"));
        }
    }

    private static long modified(Path file) {
        try {
            return Files.getLastModifiedTime(file).toMillis();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void copyTree(Path source, Path target) throws IOException {
        if (!Files.exists(source)) {
            throw new IllegalStateException("COPY source " + source + " does not exist");
        }
        try (Stream<Path> paths = Files.walk(source)) {
            for (Path path : paths.toList()) {
                Path destination = target.resolve(source.relativize(path).toString());
                if (Files.isDirectory(path)) {
                    Files.createDirectories(destination);
                } else {
                    Files.createDirectories(destination.getParent());
                    Files.copy(path, destination, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
    }

    /** A container's /tmp is its own; here its JVMs share this test's temporary folder. */
    private static final String TMPDIR_OPTION = "-Djava.io.tmpdir=" + System.getProperty("java.io.tmpdir");

    /** The java command of this JVM, for the `java` of a container command. */
    static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    /** Runs a command whose first word is java; fails with its output unless it exits 0. */
    private static void run(List<String> command, Path directory) throws IOException {
        // The image's build scripts start JVMs of their own (the class-data training runs).
        var environment = Map.of("JAVA_TOOL_OPTIONS", TMPDIR_OPTION);
        Result result = Result.of(command, directory, environment, 120);
        if (result.exitCode() != 0) {
            throw new IllegalStateException(String.join(" ", command) + " failed:\n" + result.output());
        }
    }

    /** A finished process. */
    record Result(int exitCode, String output) {

        /** Runs a command (java as its first word means this JVM's java) and waits for it. */
        static Result of(List<String> command, Path directory, Map<String, String> environment, int seconds)
                throws IOException {
            List<String> argv = new ArrayList<>(command);
            if (argv.get(0).equals("java")) {
                argv.set(0, java());
                argv.add(1, TMPDIR_OPTION);
            }
            Path output = Files.createTempFile("command", ".out");
            try {
                ProcessBuilder builder = new ProcessBuilder(argv)
                        .directory(directory.toFile())
                        .redirectErrorStream(true)
                        .redirectOutput(output.toFile());
                builder.environment().putAll(environment);
                Process process = builder.start();
                try {
                    if (!process.waitFor(seconds, TimeUnit.SECONDS)) {
                        process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
                        throw new IllegalStateException(String.join(" ", argv) + " did not finish in " + seconds
                                + " s:\n" + Files.readString(output));
                    }
                } catch (InterruptedException e) {
                    process.destroyForcibly();
                    Thread.currentThread().interrupt();
                    throw new IllegalStateException(e);
                }
                return new Result(process.exitValue(), Files.readString(output));
            } finally {
                Files.deleteIfExists(output);
            }
        }
    }
}
