<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\PropertyBased\Tools;

use function array_filter;
use function array_keys;
use function array_map;
use function array_unique;
use function array_values;
use function basename;
use function class_exists;
use function dirname;
use function enum_exists;
use function explode;
use function file_get_contents;
use function in_array;
use function interface_exists;
use function is_dir;
use function is_string;
use function preg_match;
use function preg_match_all;
use function preg_split;
use function realpath;
use function sort;
use function str_contains;
use function str_ends_with;
use function str_starts_with;
use function strlen;
use function strrchr;
use function strtolower;
use function substr;
use function substr_count;
use function trait_exists;
use function trim;
use Closure;
use PhpParser\Node;
use PhpParser\NodeTraverser;
use PhpParser\NodeVisitor\NameResolver;
use PhpParser\NodeVisitorAbstract;
use PhpParser\ParserFactory;
use PHPUnit\Runner\Version;
use RecursiveDirectoryIterator;
use RecursiveIteratorIterator;
use ReflectionClass;
use ReflectionNamedType;
use ReflectionType;
use ReflectionUnionType;

/**
 * Finds the uses of PHPUnit internals in PHP files (issue 13): every phpunit-pbt file outside the
 * adapter namespace PHPUnit\Framework\PropertyBased\Phpunit must be free of them.
 *
 * What counts as a use, each reported as "file:line: what":
 * - a class, interface or trait of PHPUnit marked @internal, named anywhere (extends, implements,
 *   type, new, static call, constant, instanceof, ::class);
 * - a method or constructor of PHPUnit marked @internal, called on a receiver whose type is known
 *   (a typed parameter, property or variable, $this, the return type of a call); when the type is
 *   not known, a call of a method whose name is @internal in a PHPUnit class that the file names;
 * - a private or protected member reached with Closure::bind(), bindTo() or call(), or with
 *   reflection (new ReflectionProperty/ReflectionMethod of a PHPUnit member that is not public
 *   or is @internal, setAccessible()), or an object made with
 *   ReflectionClass::newInstanceWithoutConstructor();
 * - a stack walk that reads the objects on the stack (debug_backtrace() without
 *   DEBUG_BACKTRACE_IGNORE_ARGS and without leaving out DEBUG_BACKTRACE_PROVIDE_OBJECT);
 * - a string that holds the beginning of a PHPUnit message (12 characters and four words or more
 *   that a string literal of PHPUnit's source begins with), which would match PHPUnit's text.
 *
 * PHPUnit is the one that is loaded: its source directory is that of PHPUnit\Runner\Version.
 */
final class PhpunitInternals
{
    public const int SHORTEST_MESSAGE_PIECE = 12;
    private readonly string $phpunitDirectory;

    /**
     * The string literals of PHPUnit's source, read once per process (it takes seconds).
     *
     * @var ?list<string>
     */
    private static ?array $phpunitStrings = null;

    public function __construct()
    {
        $this->phpunitDirectory = dirname((string) (new ReflectionClass(Version::class))->getFileName(), 2) . '/';
    }

    /**
     * The PHP files under $directories (recursively), but those under $except.
     *
     * @param list<string> $directories
     * @param list<string> $except
     *
     * @return list<string>
     */
    public static function phpFilesIn(array $directories, array $except = []): array
    {
        $except = array_map(static fn (string $directory): string => realpath($directory) . '/', array_filter($except, is_dir(...)));
        $files  = [];

        foreach ($directories as $directory) {
            foreach (new RecursiveIteratorIterator(new RecursiveDirectoryIterator($directory, RecursiveDirectoryIterator::SKIP_DOTS)) as $file) {
                $path = (string) realpath((string) $file);

                if (str_starts_with($path, (string) realpath($directory)) && self::isPhp($path) &&
                    array_filter($except, static fn (string $excluded): bool => str_starts_with($path, $excluded)) === []) {
                    $files[] = $path;
                }
            }
        }

        sort($files);

        return array_values(array_unique($files));
    }

    /**
     * @param list<string> $files
     *
     * @return list<string> "file:line: what", in the order of the files and lines
     */
    public function usesIn(array $files): array
    {
        return array_values(array_unique(array_map(static fn (array $finding): string => $finding[0], $this->findingsIn($files))));
    }

    /**
     * The PHPUnit classes, members ("Class::method()") and message pieces that $files use, where
     * they are known (not for a bound closure or a stack walk).
     *
     * @param list<string> $files
     *
     * @return list<string> sorted
     */
    public function symbolsUsedIn(array $files): array
    {
        $symbols = array_values(array_unique(array_filter(array_map(static fn (array $finding): ?string => $finding[1], $this->findingsIn($files)), is_string(...))));

        sort($symbols);

        return $symbols;
    }

    /**
     * @param list<string> $files
     *
     * @return list<array{string, ?string}>
     */
    private function findingsIn(array $files): array
    {
        $parser   = (new ParserFactory)->createForHostVersion();
        $findings = [];

        foreach ($files as $file) {
            // Every name is resolved before the finder sees the first node: it reads nested names.
            $statements = (new NodeTraverser(new NameResolver))->traverse($parser->parse((string) file_get_contents($file)) ?? []);
            $visitor    = new InternalUseFinder($this, $file);
            (new NodeTraverser($visitor))->traverse($statements);

            foreach ($visitor->findings() as $finding) {
                $findings[] = $finding;
            }
        }

        return $findings;
    }

    public function isPhpunitClass(string $class): bool
    {
        $reflection = $this->reflect($class);

        return $reflection !== null && str_starts_with((string) $reflection->getFileName(), $this->phpunitDirectory);
    }

    /**
     * @return ?ReflectionClass<object>
     */
    public function reflect(string $class): ?ReflectionClass
    {
        if (!class_exists($class) && !interface_exists($class) && !trait_exists($class) && !enum_exists($class)) {
            return null;
        }

        return new ReflectionClass($class);
    }

    public function isInternalClass(string $class): bool
    {
        return $this->isPhpunitClass($class) && self::isMarkedInternal((string) $this->reflect($class)?->getDocComment());
    }

    /**
     * The PHPUnit method that a call of $method on an object of $class runs, when it is @internal
     * (or its class is): "Class::method()"; null otherwise.
     */
    public function internalMethod(string $class, string $method): ?string
    {
        $reflection = $this->reflect($class);

        if ($reflection === null || !$reflection->hasMethod($method)) {
            return null;
        }

        $declared = $reflection->getMethod($method);
        $owner    = $declared->getDeclaringClass()->getName();

        if (!$this->isPhpunitClass($owner)) {
            return null;
        }

        if (self::isMarkedInternal((string) $declared->getDocComment()) || $this->isInternalClass($owner)) {
            return $owner . '::' . $declared->getName() . '()';
        }

        return null;
    }

    /**
     * The names of the methods that are @internal (or whose class is) in $class and its parents.
     *
     * @return list<string> lowercase
     */
    public function internalMethodNames(string $class): array
    {
        $reflection = $this->reflect($class);
        $names      = [];

        foreach ($reflection?->getMethods() ?? [] as $method) {
            if ($this->internalMethod($class, $method->getName()) !== null) {
                $names[] = strtolower($method->getName());
            }
        }

        return $names;
    }

    /**
     * The classes a call of $method on an object of one of $classes returns, if its return type
     * says.
     *
     * @param list<string> $classes
     *
     * @return list<string>
     */
    public function returnTypes(array $classes, string $method): array
    {
        return $this->typesOfEach(
            $classes,
            static fn (ReflectionClass $class): array => $class->hasMethod($method) ? self::classesOf($class->getMethod($method)->getReturnType(), $class->getName()) : [],
        );
    }

    /**
     * @param list<string> $classes
     *
     * @return list<string>
     */
    public function propertyTypes(array $classes, string $property): array
    {
        return $this->typesOfEach(
            $classes,
            static fn (ReflectionClass $class): array => $class->hasProperty($property) ? self::classesOf($class->getProperty($property)->getType(), $class->getName()) : [],
        );
    }

    /**
     * The piece of a PHPUnit message that $text holds, if any: a piece of $text between format
     * specifiers and regular expression syntax, of four words or more, that a string literal of
     * PHPUnit's source begins with (where its message begins).
     */
    public function phpunitMessageIn(string $text): ?string
    {
        foreach (preg_split('/%[-+ 0-9.]*[a-zA-Z]|\\\\[a-zA-Z]|[\\^$()\[\]{}|?*+\\\\\/]/', $text) ?: [] as $piece) {
            $piece = trim($piece);

            if (strlen($piece) < self::SHORTEST_MESSAGE_PIECE || substr_count($piece, ' ') < 3) {
                continue;
            }

            foreach ($this->phpunitStrings() as $string) {
                if (str_starts_with($string, $piece)) {
                    return $piece;
                }
            }
        }

        return null;
    }

    /**
     * The classes of the elements of what a call of $method on one of $classes returns, if its
     * PHPDoc @return says (list<T>, array<K, T>, T[], iterable<T>).
     *
     * @param list<string> $classes
     *
     * @return list<string>
     */
    public function elementTypes(array $classes, string $method): array
    {
        return $this->typesOfEach($classes, function (ReflectionClass $class) use ($method): array {
            if (!$class->hasMethod($method)) {
                return [];
            }

            $declared = $class->getMethod($method);

            if (preg_match('/@return\s+(?:[\w-]+<(?:[^,<>]+,\s*)?([\\\\\w]+)>|([\\\\\w]+)\[\])/', (string) $declared->getDocComment(), $match) !== 1) {
                return [];
            }

            return [$this->resolve($match[1] !== '' ? $match[1] : $match[2], $declared->getDeclaringClass())];
        });
    }

    /**
     * What $types says of each of $classes that exists, without repetitions.
     *
     * @param list<string>                                   $classes
     * @param Closure(ReflectionClass<object>): list<string> $types
     *
     * @return list<string>
     */
    private function typesOfEach(array $classes, Closure $types): array
    {
        $all = [];

        foreach ($classes as $class) {
            $reflection = $this->reflect($class);

            if ($reflection !== null) {
                $all = [...$all, ...$types($reflection)];
            }
        }

        return array_values(array_unique($all));
    }

    /**
     * $name as the file of $context reads it: its namespace and use statements.
     *
     * @param ReflectionClass<object> $context
     */
    private function resolve(string $name, ReflectionClass $context): string
    {
        if (str_starts_with($name, '\\')) {
            return substr($name, 1);
        }

        $first = explode('\\', $name)[0];

        if (preg_match_all('/^use\s+([\\\\\w]+?)(?:\s+as\s+(\w+))?;/m', (string) file_get_contents((string) $context->getFileName()), $uses, PREG_SET_ORDER) > 0) {
            foreach ($uses as $use) {
                $imported = $use[1];
                $alias    = ($use[2] ?? '') !== '' ? $use[2] : substr((string) strrchr('\\' . $imported, '\\'), 1);

                if ($alias === $first) {
                    return $imported . substr($name, strlen($first));
                }
            }
        }

        return ($context->getNamespaceName() === '' ? '' : $context->getNamespaceName() . '\\') . $name;
    }

    /**
     * @return list<string>
     */
    private function phpunitStrings(): array
    {
        if (self::$phpunitStrings !== null) {
            return self::$phpunitStrings;
        }

        $parser  = (new ParserFactory)->createForHostVersion();
        $strings = [];

        foreach (self::phpFilesIn([$this->phpunitDirectory]) as $file) {
            $statements = $parser->parse((string) file_get_contents($file)) ?? [];
            $collector  = new class extends NodeVisitorAbstract
            {
                /**
                 * @var array<string, true>
                 */
                public array $strings = [];

                public function enterNode(Node $node): null
                {
                    if ($node instanceof Node\Scalar\String_ && strlen($node->value) >= PhpunitInternals::SHORTEST_MESSAGE_PIECE) {
                        $this->strings[$node->value] = true;
                    }

                    return null;
                }
            };
            (new NodeTraverser($collector))->traverse($statements);
            $strings += $collector->strings;
        }

        return self::$phpunitStrings = array_map('strval', array_keys($strings));
    }

    /**
     * @return list<string>
     */
    private static function classesOf(?ReflectionType $type, string $self): array
    {
        $named = match (true) {
            $type instanceof ReflectionNamedType => [$type],
            $type instanceof ReflectionUnionType => array_filter($type->getTypes(), static fn (ReflectionType $type): bool => $type instanceof ReflectionNamedType),
            default                              => [],
        };
        $classes = [];

        foreach ($named as $one) {
            if ($one->isBuiltin()) {
                continue;
            }

            $classes[] = in_array(strtolower($one->getName()), ['self', 'static'], true) ? $self : $one->getName();
        }

        return $classes;
    }

    private static function isMarkedInternal(string $docComment): bool
    {
        return str_contains($docComment, '@internal');
    }

    private static function isPhp(string $path): bool
    {
        if (str_ends_with($path, '.php')) {
            return true;
        }

        return !str_contains(basename($path), '.') && str_starts_with((string) file_get_contents($path, length: 64), '#!/usr/bin/env php');
    }
}
