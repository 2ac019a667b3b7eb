package org.logicalgo.explorer;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.jar.JarEntry;
import java.util.stream.Stream;

/**
 * The page's files, {@code src/main/resources/explorer/**}: listed once from the classpath when the
 * server starts, each kept with its content type. A request path is looked up in that fixed set as
 * it is written, so no request ever names a file on the server: {@code /../x}, {@code /%2e%2e/x}
 * and {@code //etc/passwd} are simply not in it.
 */
final class StaticFiles {

    /** The classpath folder of the page. */
    static final String ROOT = "explorer/";

    /** A file of the page: its bytes and content type. */
    record File(String name, byte[] bytes, String type) {
    }

    private static final Map<String, String> TYPES = Map.ofEntries(
            Map.entry("html", "text/html; charset=utf-8"),
            Map.entry("js", "text/javascript; charset=utf-8"),
            Map.entry("mjs", "text/javascript; charset=utf-8"),
            Map.entry("css", "text/css; charset=utf-8"),
            Map.entry("svg", "image/svg+xml"),
            Map.entry("json", "application/json; charset=utf-8"),
            Map.entry("txt", "text/plain; charset=utf-8"),
            Map.entry("md", "text/plain; charset=utf-8"),
            Map.entry("png", "image/png"),
            Map.entry("jpg", "image/jpeg"),
            Map.entry("ico", "image/x-icon"),
            Map.entry("woff2", "font/woff2"));

    private final Map<String, File> byPath;

    private StaticFiles(Map<String, File> byPath) {
        this.byPath = Map.copyOf(byPath);
    }

    /** The page's files as the class loader holds them (a folder when run from the build, the jar otherwise). */
    static StaticFiles load(ClassLoader loader) {
        Map<String, File> all = new TreeMap<>();
        for (String name : names(loader)) {
            try (InputStream in = loader.getResourceAsStream(name)) {
                if (in == null) {
                    continue;
                }
                String path = "/" + name.substring(ROOT.length());
                File f = new File(name, in.readAllBytes(), type(name));
                all.put(path, f);
                if (path.endsWith("/index.html")) {
                    all.put(path.substring(0, path.length() - "index.html".length()), f);
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return new StaticFiles(all);
    }

    /** The file served at a request path as written (not decoded), or empty. */
    Optional<File> at(String rawPath) {
        return Optional.ofNullable(byPath.get(rawPath));
    }

    /** The request paths served, for the tests and the log. */
    List<String> paths() {
        return new ArrayList<>(byPath.keySet());
    }

    static String type(String name) {
        int dot = name.lastIndexOf('.');
        String ext = dot < 0 ? "" : name.substring(dot + 1).toLowerCase(Locale.ROOT);
        return TYPES.getOrDefault(ext, "application/octet-stream");
    }

    private static List<String> names(ClassLoader loader) {
        List<String> names = new ArrayList<>();
        try {
            Enumeration<URL> roots = loader.getResources(ROOT);
            while (roots.hasMoreElements()) {
                URL root = roots.nextElement();
                if (root.getProtocol().equals("file")) {
                    Path dir = Path.of(root.toURI());
                    try (Stream<Path> walk = Files.walk(dir)) {
                        walk.filter(Files::isRegularFile).forEach(p -> names.add(ROOT + dir.relativize(p).toString().replace('\\', '/')));
                    }
                } else if (root.getProtocol().equals("jar")) {
                    JarURLConnection jar = (JarURLConnection) root.openConnection();
                    jar.setUseCaches(false);
                    try (java.util.jar.JarFile file = jar.getJarFile()) {
                        Enumeration<JarEntry> entries = file.entries();
                        while (entries.hasMoreElements()) {
                            JarEntry e = entries.nextElement();
                            if (!e.isDirectory() && e.getName().startsWith(ROOT)) {
                                names.add(e.getName());
                            }
                        }
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
        return names;
    }
}
