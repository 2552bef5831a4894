package io.legalagent.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.jar.JarFile;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The one image recipe: what it promises, and that every node's build produces the jar it copies. */
class DockerfileIT {

    private final String dockerfile = Project.read("deploy/Dockerfile");

    private List<String> instructions(String name) {
        return dockerfile.lines().filter(line -> line.startsWith(name + " ")).toList();
    }

    @Test
    void isMultiStageAndSelectsTheServiceWithABuildArgument() {
        assertThat(instructions("FROM")).hasSizeGreaterThanOrEqualTo(3);
        assertThat(instructions("ARG")).contains("ARG SERVICE");
        assertThat(instructions("ARG")).contains("ARG MODULE_DIR=services");
        assertThat(dockerfile).contains("/src/${MODULE_DIR}/${SERVICE}/target/${SERVICE}-*-exec.jar");
    }

    @Test
    void runsTheLayeredJarAsANonRootUserSizedByTheContainer() {
        assertThat(dockerfile).contains("-Djarmode=tools -jar app.jar extract --layers");
        for (String layer : List.of("dependencies", "spring-boot-loader", "snapshot-dependencies", "application")) {
            assertThat(dockerfile).contains("/extract/layers/" + layer + "/");
        }
        assertThat(instructions("USER")).singleElement().satisfies(user -> assertThat(user)
                .matches("USER [1-9][0-9]{3,}(:[0-9]+)?"));
        assertThat(instructions("ENTRYPOINT"))
                .containsExactly(
                        "ENTRYPOINT [\"java\", \"@jvm.options\", \"-XX:SharedArchiveFile=app.jsa\", \"-jar\", \"app.jar\"]");
    }

    /**
     * The image runs with its kind's JVM options from deploy/jvm, the files the launcher uses; the
     * services of the embedding kind are exactly those built on the embedding model (retrieval or the
     * learned screen, or the documents library built on retrieval), so a new one cannot start with a light heap; every kind named has its file.
     */
    @Test
    void runsWithTheJvmOptionsOfItsKindFromTheFilesTheLauncherUses() {
        assertThat(instructions("COPY")).contains("COPY deploy/jvm/ ./jvm/");
        assertThat(instructions("RUN")).contains("RUN sh jvm/prepare.sh \"${SERVICE}\"");
        var kinds = JvmSizingIT.kinds();
        assertThat(Project.serviceIds()).containsAll(kinds.keySet());
        for (String kind : new java.util.TreeSet<>(kinds.values())) {
            assertThat(Project.file("deploy/jvm/" + kind + ".options")).isRegularFile();
        }
        assertThat(Project.file("deploy/jvm/light.options")).isRegularFile();
        var embedding = Project.serviceIds().stream()
                .filter(service -> {
                    // What the service runs on, not what its tests use (a test-jar of Chroma helpers).
                    String pom = Project.read("services/" + service + "/pom.xml")
                            .replaceAll(
                                    "(?s)<dependency>(?:(?!</dependency>).)*<scope>test</scope>"
                                            + "(?:(?!</dependency>).)*</dependency>",
                                    "");
                    return pom.contains("<artifactId>retrieval</artifactId>")
                            || pom.contains("<artifactId>documents</artifactId>")
                            || pom.contains("<artifactId>screen</artifactId>");
                })
                .toList();
        assertThat(kinds.entrySet().stream()
                        .filter(entry -> entry.getValue().equals("embedding"))
                        .map(java.util.Map.Entry::getKey))
                .containsExactlyInAnyOrderElementsOf(embedding);
    }

    /**
     * Images name the commit they were built from: compose passes LEGAL_GIT_COMMIT as every image's
     * GIT_COMMIT, the recipe hands it to Maven, and the ports module writes it where BuildInfo reads
     * it when the sources come without git history.
     */
    @Test
    void theCommitFlowsFromComposeThroughTheRecipeIntoTheBuild() {
        Doc compose = Manifests.load(Project.file("docker-compose.yml")).get(0);
        compose.map("services").forEach((name, service) -> {
            Object build = Tree.map(service).get("build");
            if (build != null) {
                assertThat(String.valueOf(Tree.at(Tree.map(service), "build", "args", "GIT_COMMIT")))
                        .as("%s passes the commit", name)
                        .isEqualTo("${LEGAL_GIT_COMMIT:-unknown}");
            }
        });
        String build = dockerfile.substring(dockerfile.indexOf(" AS build"), dockerfile.indexOf(" AS extract"));
        assertThat(build).contains("ARG GIT_COMMIT").contains("-Dlegal.build.commit=\"${GIT_COMMIT}\"");
        assertThat(Project.read("services/ports/src/main/resources/io/legalagent/ports/provenance.properties"))
                .contains("commit=${legal.build.commit}");
        assertThat(Project.read("services/ports/pom.xml")).contains("<filtering>true</filtering>");
    }

    /**
     * Every FROM names an exact release, directly or through an ARG's default, so the same recipe
     * builds the same image; the JDK builds, its JRE of the same release runs.
     */
    @Test
    void everyBaseImageIsAnExactRelease() {
        List<String> bases = baseImages();
        assertThat(bases).hasSizeGreaterThanOrEqualTo(3);
        assertThat(bases).allSatisfy(image -> assertThat(ImageReference.isExactRelease(image))
                .as("%s is an exact release, not a floating tag", image)
                .isTrue());
        assertThat(bases.get(0)).matches("eclipse-temurin:17\\.[0-9._]+-jdk-.+");
        assertThat(bases.subList(1, bases.size())).containsOnly(bases.get(0).replace("-jdk-", "-jre-"));
    }

    /** The images FROM names, ARG defaults substituted; stages built on an earlier stage are left out. */
    static List<String> baseImages() {
        Map<String, String> arguments = new HashMap<>();
        List<String> stages = new ArrayList<>();
        List<String> images = new ArrayList<>();
        for (ImageLayout.Instruction instruction : ImageLayout.instructions()) {
            String[] parts = instruction.arguments().split("\\s+");
            if (instruction.keyword().equals("ARG") && images.isEmpty() && parts[0].contains("=")) {
                String[] pair = parts[0].split("=", 2);
                arguments.put(pair[0], pair[1]);
            }
            if (instruction.keyword().equals("FROM")) {
                String image = parts[0];
                for (var argument : arguments.entrySet()) {
                    image = image.replace("${" + argument.getKey() + "}", argument.getValue());
                }
                if (!stages.contains(image)) {
                    images.add(image);
                }
                if (parts.length >= 3) {
                    stages.add(parts[2]);
                }
            }
        }
        return images;
    }

    /** The build stage runs the project's Maven wrapper, so images build with the Maven CI uses. */
    @Test
    void theBuildStageBuildsWithTheProjectsMavenWrapper() {
        List<ImageLayout.Instruction> build = ImageLayout.stages().get("build");
        assertThat(build)
                .filteredOn(instruction -> instruction.keyword().equals("COPY"))
                .extracting(ImageLayout.Instruction::arguments)
                .contains("mvnw ./", ".mvn/ ./.mvn/");
        List<String> runs = build.stream()
                .filter(instruction -> instruction.keyword().equals("RUN"))
                .map(ImageLayout.Instruction::arguments)
                .toList();
        assertThat(runs).anySatisfy(run -> assertThat(run).contains("./mvnw -B -q package"));
        assertThat(runs).noneSatisfy(run -> assertThat(run).containsPattern("(^|[\\s;&|])mvn\\s"));
    }

    /** The third-party images compose and the Kubernetes manifests run are exact releases too. */
    @Test
    void theThirdPartyImagesTheDeploymentsRunAreExactReleases() throws IOException {
        List<String> images = new ArrayList<>();
        Containers.ofCompose().forEach(container -> images.add(container.image()));
        try (var files = Files.walk(Project.file("k8s"))) {
            for (Path file :
                    files.filter(path -> path.toString().endsWith(".yaml")).toList()) {
                Matcher image = K8S_IMAGE.matcher(Files.readString(file));
                while (image.find()) {
                    images.add(image.group(1));
                }
            }
        }
        List<String> thirdParty = images.stream()
                .filter(image -> !image.contains("legal-agent/"))
                .distinct()
                .toList();
        assertThat(thirdParty).contains("chromadb/chroma:1.3.5");
        assertThat(thirdParty).allSatisfy(image -> assertThat(ImageReference.isExactRelease(image))
                .as("%s is an exact release, not a floating tag", image)
                .isTrue());
    }

    private static final Pattern K8S_IMAGE = Pattern.compile("(?m)^\\s*(?:-\\s+)?image:\\s*\"?([^\\s\"]+)");

    @Test
    void checksHealthOnTheActuator() {
        assertThat(dockerfile).containsPattern(Pattern.compile("HEALTHCHECK .*\\n?.*actuator/health/readiness"));
    }

    @Test
    void everyNodeModuleBuildsTheExecutableJarTheRecipeCopies() {
        for (String node : Project.nodeIds()) {
            String pom = Project.read("services/" + node + "/pom.xml");
            assertThat(pom).as("%s artifactId", node).contains("<artifactId>" + node + "</artifactId>");
            assertThat(pom)
                    .as("%s repackages with the exec classifier", node)
                    .contains("spring-boot-maven-plugin")
                    .contains("<classifier>exec</classifier>");
        }
    }

    /** Where the final stage copies the sample corpus, as a path inside the image. */
    static String corpusInTheImage() {
        String workdir = "/";
        for (ImageLayout.Instruction instruction : ImageLayout.stages().get("final")) {
            if (instruction.keyword().equals("WORKDIR")) {
                workdir = instruction.arguments();
            }
            if (instruction.keyword().equals("COPY") && instruction.arguments().startsWith("deploy/sample-corpus")) {
                String target = instruction.arguments().split("\\s+")[1];
                return Path.of(workdir).resolve(target).normalize().toString();
            }
        }
        throw new AssertionError("deploy/Dockerfile does not copy deploy/sample-corpus into the image");
    }

    @Test
    void theImageCarriesTheSampleCorpus() {
        assertThat(corpusInTheImage()).isEqualTo("/app/sample-corpus");
        assertThat(Project.file("deploy/sample-corpus")).isDirectoryContaining("glob:**.jsonl");
    }

    @Test
    void theRecipeCopiesEveryLayerOfEveryNodeJarInTheJarsOrder() throws IOException {
        List<String> copied = ImageLayout.stages().get("final").stream()
                .filter(instruction -> instruction.keyword().equals("COPY"))
                .map(ImageLayout.Instruction::arguments)
                .filter(arguments -> arguments.startsWith("--from=extract "))
                .map(arguments -> arguments.split("\\s+")[1].replaceAll("^/extract/layers/|/$", ""))
                .toList();
        for (String node : Project.nodeIds()) {
            Path jar = execJar(node);
            try (JarFile file = new JarFile(jar.toFile())) {
                var index = file.getEntry("BOOT-INF/layers.idx");
                assertThat(index).as("%s has a layer index", jar).isNotNull();
                List<String> layers = new String(file.getInputStream(index).readAllBytes(), StandardCharsets.UTF_8)
                        .lines()
                        .filter(line -> line.startsWith("- \""))
                        .map(line -> line.replaceAll("^- \"|\":$", ""))
                        .toList();
                assertThat(copied).as("the layers of %s, in its order", jar).containsExactlyElementsOf(layers);
            }
        }
    }

    /** The executable jar the Maven build made for a node, as the recipe's extract stage finds it. */
    static Path execJar(String node) throws IOException {
        Path target = Project.file("services/" + node + "/target");
        assertThat(target)
                .as("build the services first (./mvnw -B install -DskipTests)")
                .isDirectory();
        try (var files = Files.list(target)) {
            return files.filter(file -> file.getFileName().toString().matches(Pattern.quote(node) + "-.*-exec\\.jar"))
                    .findFirst()
                    .orElseThrow(() -> new AssertionError("no executable jar in " + target
                            + ": build the services first (./mvnw -B install -DskipTests)"));
        }
    }

    @Test
    void theBuildContextHoldsEverySourceTheRecipeCopies() {
        List<String> patterns = Project.read(".dockerignore")
                .lines()
                .map(String::strip)
                .filter(line -> !line.isBlank() && !line.startsWith("#"))
                .toList();
        List<String> sources = ImageLayout.instructions().stream()
                .filter(instruction -> instruction.keyword().equals("COPY"))
                .map(ImageLayout.Instruction::arguments)
                .filter(arguments -> !arguments.startsWith("--"))
                .map(arguments -> arguments.split("\\s+")[0])
                .filter(source -> !source.equals("."))
                .toList();
        assertThat(sources).contains("deploy/sample-corpus/");
        for (String source : sources) {
            assertThat(DockerIgnore.excludes(patterns, source.replaceAll("/$", "")))
                    .as("%s is sent to the build (.dockerignore)", source)
                    .isFalse();
        }
        for (String source : List.of("pom.xml", "services/executor/pom.xml", "skills/plan.md", "contracts/pom.xml")) {
            assertThat(DockerIgnore.excludes(patterns, source))
                    .as("%s is sent to the build", source)
                    .isFalse();
        }
        for (String local :
                List.of("services/executor/target/x.jar", ".legal/run/x", "docs/deployment.md", "k8s/base")) {
            assertThat(DockerIgnore.excludes(patterns, local))
                    .as("%s stays out of the build", local)
                    .isTrue();
        }
    }

    /** .dockerignore's rules: patterns from the context root, `**` for any folders, the last match wins. */
    static final class DockerIgnore {
        static boolean excludes(List<String> patterns, String path) {
            boolean excluded = false;
            for (String pattern : patterns) {
                boolean exception = pattern.startsWith("!");
                String glob = (exception ? pattern.substring(1) : pattern).replaceAll("/$", "");
                if (matchesOrIsInside(glob, path)) {
                    excluded = !exception;
                }
            }
            return excluded;
        }

        private static boolean matchesOrIsInside(String glob, String path) {
            var matcher = FileSystems.getDefault().getPathMatcher("glob:" + glob);
            // A pattern that starts with **/ also matches at the root.
            var rootMatcher = glob.startsWith("**/")
                    ? FileSystems.getDefault().getPathMatcher("glob:" + glob.substring(3))
                    : matcher;
            for (Path prefix = Path.of(path); prefix != null; prefix = prefix.getParent()) {
                if (matcher.matches(prefix) || rootMatcher.matches(prefix)) {
                    return true;
                }
            }
            return false;
        }
    }

    @Test
    void theBuildContextLeavesOutBuildOutputAndState() {
        List<String> ignored = Project.read(".dockerignore")
                .lines()
                .filter(line -> !line.isBlank() && !line.startsWith("#"))
                .toList();
        assertThat(ignored).contains("**/target/", ".git/", ".legal/");
        assertThat(ignored)
                .as("the build needs the sources")
                .doesNotContain("services/", "contracts/", "skills/", "pom.xml");
    }
}
