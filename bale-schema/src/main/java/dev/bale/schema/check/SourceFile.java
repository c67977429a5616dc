package dev.bale.schema.check;

import dev.bale.schema.parse.FileElement;
import java.util.List;

/**
 * A parsed file handed to the {@link Linker}.
 *
 * @param path the file's display path (see SCHEMA.md "File names")
 * @param imports the display paths of the files it imports, in source order, duplicates removed
 */
public record SourceFile(String path, FileElement element, List<String> imports) {}
