<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\PropertyBased\Tools;

use function array_filter;
use function array_map;
use function array_merge;
use function array_pop;
use function array_unique;
use function array_values;
use function count;
use function end;
use function in_array;
use function is_string;
use function sprintf;
use function strtolower;
use PhpParser\Node;
use PhpParser\Node\Expr;
use PhpParser\Node\Stmt;
use PhpParser\NodeFinder;
use PhpParser\NodeVisitorAbstract;

/**
 * The visitor of PhpunitInternals: one file, its names resolved (NameResolver runs first). It
 * knows the type of a variable from its parameter's type or its last assignment, of $this from
 * the class it is in, and of a call or property from its declared type: enough for the calls of
 * this package, which types what it handles.
 */
final class InternalUseFinder extends NodeVisitorAbstract
{
    /**
     * @var list<array{string, ?string}> "file:line: what", and the PHPUnit member or message, when it is known
     */
    private array $findings = [];

    /**
     * @var list<array<string, list<string>>> variable name => classes, one map per function scope
     */
    private array $scopes = [[]];

    /**
     * @var list<string> the classes (and traits) the code is in, innermost last
     */
    private array $classes = [];

    /**
     * @var array<string, list<string>> class => lowercase names of the methods the file declares in it
     */
    private array $declaredMethods = [];

    /**
     * @var list<string> lowercase names of the @internal methods of the PHPUnit classes the file names
     */
    private array $internalNamesOfNamedClasses = [];

    public function __construct(private readonly PhpunitInternals $internals, private readonly string $file)
    {
    }

    /**
     * @return list<array{string, ?string}> "file:line: what", and the PHPUnit class, member
     *                                      ("Class::method()") or message piece, when it is known
     */
    public function findings(): array
    {
        return $this->findings;
    }

    /**
     * @param Node[] $nodes
     */
    public function beforeTraverse(array $nodes): null
    {
        // Which PHPUnit classes the file names, for calls whose receiver's type is not known.
        $finder = new NodeFinder;

        foreach ($finder->findInstanceOf($nodes, Node\Name::class) as $name) {
            if ($this->internals->isPhpunitClass($name->toString())) {
                $this->internalNamesOfNamedClasses = array_merge($this->internalNamesOfNamedClasses, $this->internals->internalMethodNames($name->toString()));
            }
        }

        $this->internalNamesOfNamedClasses = array_values(array_unique($this->internalNamesOfNamedClasses));

        foreach ($finder->findInstanceOf($nodes, Stmt\ClassLike::class) as $class) {
            if ($class->namespacedName !== null) {
                $this->declaredMethods[$class->namespacedName->toString()] = array_map(static fn (Stmt\ClassMethod $method): string => $method->name->toLowerString(), $class->getMethods());
            }
        }

        return null;
    }

    public function enterNode(Node $node): null
    {
        if ($node instanceof Stmt\ClassLike && $node->namespacedName !== null) {
            $this->classes[] = $node->namespacedName->toString();
        }

        if ($node instanceof Stmt\ClassMethod || $node instanceof Stmt\Function_ || $node instanceof Expr\Closure) {
            $scope = [];

            if ($node instanceof Expr\Closure) {
                foreach ($node->uses as $use) {
                    if (is_string($use->var->name)) {
                        $scope[$use->var->name] = $this->variable($use->var->name);
                    }
                }
            }

            $this->scopes[] = $this->withParameters($scope, $node->params);
        } elseif ($node instanceof Expr\ArrowFunction) {
            $this->scopes[] = $this->withParameters(end($this->scopes) ?: [], $node->params);
        }

        if ($node instanceof Node\Name && !$node->isSpecialClassName() && $this->internals->isInternalClass($node->toString())) {
            $this->report($node, sprintf('uses %s, which is @internal', $node->toString()), $node->toString());
        }

        match (true) {
            $node instanceof Expr\Assign                 => $this->assigned($node),
            $node instanceof Stmt\Foreach_               => $this->iterated($node),
            $node instanceof Expr\Instanceof_            => $this->narrowed($node),
            $node instanceof Expr\MethodCall,
            $node instanceof Expr\NullsafeMethodCall     => $this->methodCalled($node),
            $node instanceof Expr\StaticCall             => $this->staticCalled($node),
            $node instanceof Expr\New_                   => $this->constructed($node),
            $node instanceof Expr\FuncCall               => $this->functionCalled($node),
            $node instanceof Node\Scalar\String_,
            $node instanceof Node\InterpolatedStringPart => $this->string($node, $node->value),
            default                                      => null,
        };

        return null;
    }

    public function leaveNode(Node $node): null
    {
        if ($node instanceof Stmt\ClassLike && $node->namespacedName !== null) {
            array_pop($this->classes);
        }

        if ($node instanceof Stmt\ClassMethod || $node instanceof Stmt\Function_ || $node instanceof Expr\Closure || $node instanceof Expr\ArrowFunction) {
            array_pop($this->scopes);
        }

        return null;
    }

    /**
     * @param array<string, list<string>> $scope
     * @param Node\Param[]                $parameters
     *
     * @return array<string, list<string>>
     */
    private function withParameters(array $scope, array $parameters): array
    {
        foreach ($parameters as $parameter) {
            if ($parameter->var instanceof Expr\Variable && is_string($parameter->var->name)) {
                $scope[$parameter->var->name] = $this->classesOfType($parameter->type);
            }
        }

        return $scope;
    }

    /**
     * @return list<string>
     */
    private function classesOfType(Node\Identifier|Node\Name|Node\ComplexType|null $type): array
    {
        return match (true) {
            $type instanceof Node\NullableType                                      => $this->classesOfType($type->type),
            $type instanceof Node\UnionType, $type instanceof Node\IntersectionType => array_merge(...array_map(fn ($one): array => $this->classesOfType($one), $type->types)),
            $type instanceof Node\Name                                              => [$this->className($type)],
            default                                                                 => [],
        };
    }

    /**
     * The class $name means where it is written: self, static and parent are the class it is in
     * and its parent.
     */
    private function className(Node\Name $name): string
    {
        $current = end($this->classes) ?: '';

        return match (strtolower($name->toString())) {
            'self', 'static' => $current,
            'parent'         => (string) (($this->internals->reflect($current)?->getParentClass() ?: null)?->getName()),
            default          => $name->toString(),
        };
    }

    /**
     * @return list<string>
     */
    private function variable(string $name): array
    {
        if ($name === 'this') {
            return $this->classes === [] ? [] : [end($this->classes)];
        }

        return (end($this->scopes) ?: [])[$name] ?? [];
    }

    private function assigned(Expr\Assign $node): void
    {
        if ($node->var instanceof Expr\Variable && is_string($node->var->name)) {
            $this->scopes[count($this->scopes) - 1][$node->var->name] = $this->typeOf($node->expr);
        }
    }

    /**
     * A variable tested with instanceof may be of that class from then on (the test is mostly a
     * condition that the code after it relies on, or its negation that leaves early).
     */
    private function narrowed(Expr\Instanceof_ $node): void
    {
        if ($node->expr instanceof Expr\Variable && is_string($node->expr->name) && $node->class instanceof Node\Name) {
            $this->scopes[count($this->scopes) - 1][$node->expr->name] = array_values(array_unique([...$this->variable($node->expr->name), $this->className($node->class)]));
        }
    }

    /**
     * The value variable of a foreach over what a method returns gets the element type that its
     * PHPDoc says.
     */
    private function iterated(Stmt\Foreach_ $node): void
    {
        if (!$node->valueVar instanceof Expr\Variable || !is_string($node->valueVar->name)) {
            return;
        }

        $types = [];

        if (($node->expr instanceof Expr\MethodCall || $node->expr instanceof Expr\NullsafeMethodCall) && $node->expr->name instanceof Node\Identifier) {
            $types = $this->internals->elementTypes($this->typeOf($node->expr->var), $node->expr->name->toString());
        } elseif ($node->expr instanceof Expr\StaticCall && $node->expr->class instanceof Node\Name && $node->expr->name instanceof Node\Identifier) {
            $types = $this->internals->elementTypes([$this->className($node->expr->class)], $node->expr->name->toString());
        }

        $this->scopes[count($this->scopes) - 1][$node->valueVar->name] = $types;
    }

    /**
     * @return list<string> the classes $expression may be an instance of, [] when not known
     */
    private function typeOf(Expr $expression): array
    {
        return match (true) {
            $expression instanceof Expr\Variable && is_string($expression->name)                   => $this->variable($expression->name),
            $expression instanceof Expr\New_ && $expression->class instanceof Node\Name             => [$this->className($expression->class)],
            $expression instanceof Expr\New_ && $expression->class instanceof Expr                  => $this->classOfClassExpression($expression->class),
            ($expression instanceof Expr\MethodCall || $expression instanceof Expr\NullsafeMethodCall) &&
                $expression->name instanceof Node\Identifier                                        => $this->internals->returnTypes($this->typeOf($expression->var), $expression->name->toString()),
            $expression instanceof Expr\StaticCall && $expression->class instanceof Node\Name &&
                $expression->name instanceof Node\Identifier                                        => $this->internals->returnTypes([$this->className($expression->class)], $expression->name->toString()),
            ($expression instanceof Expr\PropertyFetch || $expression instanceof Expr\NullsafePropertyFetch) &&
                $expression->name instanceof Node\Identifier                                        => $this->internals->propertyTypes($this->typeOf($expression->var), $expression->name->toString()),
            $expression instanceof Expr\Ternary                                                     => array_values(array_unique([...($expression->if === null ? $this->typeOf($expression->cond) : $this->typeOf($expression->if)), ...$this->typeOf($expression->else)])),
            $expression instanceof Expr\BinaryOp\Coalesce                                           => array_values(array_unique([...$this->typeOf($expression->left), ...$this->typeOf($expression->right)])),
            $expression instanceof Expr\Assign                                                      => $this->typeOf($expression->expr),
            default                                                                                 => [],
        };
    }

    /**
     * The class of `new ($object::class)`.
     *
     * @return list<string>
     */
    private function classOfClassExpression(Expr $expression): array
    {
        if ($expression instanceof Expr\ClassConstFetch && $expression->name instanceof Node\Identifier &&
            strtolower($expression->name->toString()) === 'class' && $expression->class instanceof Expr) {
            return $this->typeOf($expression->class);
        }

        return [];
    }

    private function methodCalled(Expr\MethodCall|Expr\NullsafeMethodCall $node): void
    {
        if (!$node->name instanceof Node\Identifier) {
            return;
        }

        $method = $node->name->toString();

        if (in_array(strtolower($method), ['bindto', 'call'], true) && $this->mayBeClosure($node->var)) {
            $this->report($node, sprintf('reaches private or protected members with Closure::%s()', $method));

            return;
        }

        if (strtolower($method) === 'setaccessible') {
            $this->report($node, 'reaches private or protected members with reflection (setAccessible())');

            return;
        }

        if (strtolower($method) === 'newinstancewithoutconstructor') {
            $this->report($node, 'makes an object with ReflectionClass::newInstanceWithoutConstructor()');

            return;
        }

        $types = $this->typeOf($node->var);

        // A method of a class of this file is not PHPUnit's (the file may not be loaded).
        foreach ($types as $type) {
            if (in_array(strtolower($method), $this->declaredMethods[$type] ?? [], true)) {
                return;
            }
        }

        // A receiver whose known types lack the method was narrowed (instanceof) to another type.
        $receivers = array_values(array_filter($types, fn (string $class): bool => $this->internals->reflect($class)?->hasMethod($method) === true));

        if ($receivers === []) {
            if (in_array(strtolower($method), $this->internalNamesOfNamedClasses, true)) {
                $this->report($node, sprintf('calls %s() on an object of unknown type, a method that is @internal in a PHPUnit class the file names', $method));
            }

            return;
        }

        foreach ($receivers as $receiver) {
            $internal = $this->internals->internalMethod($receiver, $method);

            if ($internal !== null) {
                $this->report($node, sprintf('calls %s, which is @internal', $internal), $internal);
            }
        }
    }

    private function mayBeClosure(Expr $receiver): bool
    {
        $types = $this->typeOf($receiver);

        return $types === [] || in_array('Closure', $types, true);
    }

    private function staticCalled(Expr\StaticCall $node): void
    {
        if (!$node->class instanceof Node\Name || !$node->name instanceof Node\Identifier) {
            return;
        }

        $class  = $this->className($node->class);
        $method = $node->name->toString();

        if (strtolower($class) === 'closure' && in_array(strtolower($method), ['bind', 'fromcallable'], true)) {
            $this->report($node, sprintf('reaches private or protected members with Closure::%s()', $method));

            return;
        }

        $internal = $this->internals->internalMethod($class, $method);

        // An internal class is reported where it is named; self:: and parent:: name none.
        if ($internal !== null && !$this->internals->isInternalClass($class)) {
            $this->report($node, sprintf('calls %s, which is @internal', $internal), $internal);
        }
    }

    private function constructed(Expr\New_ $node): void
    {
        $classes = $node->class instanceof Node\Name ? [$this->className($node->class)] : ($node->class instanceof Expr ? $this->classOfClassExpression($node->class) : []);

        if ($classes === ['ReflectionProperty'] || $classes === ['ReflectionMethod']) {
            $this->reflected($node, $classes[0] === 'ReflectionProperty');

            return;
        }

        foreach ($classes as $class) {
            $internal = $this->internals->internalMethod($class, '__construct');

            if ($internal !== null && !$this->internals->isInternalClass($class)) {
                $this->report($node, sprintf('constructs %s with %s, which is @internal', $class, $internal), $internal);
            }
        }
    }

    /**
     * `new ReflectionProperty(TestCase::class, 'status')`: a member of a PHPUnit class that is not
     * public, or is @internal, reached through reflection.
     */
    private function reflected(Expr\New_ $node, bool $property): void
    {
        [$class, $member] = [$node->args[0] ?? null, $node->args[1] ?? null];

        if (!$class instanceof Node\Arg || !$member instanceof Node\Arg || !$member->value instanceof Node\Scalar\String_) {
            return;
        }

        $name = $member->value->value;

        foreach ($class->value instanceof Expr\ClassConstFetch && $class->value->class instanceof Node\Name ? [$this->className($class->value->class)] : $this->typeOf($class->value) as $reflected) {
            $reflection = $this->internals->reflect($reflected);

            if ($reflection === null || !($property ? $reflection->hasProperty($name) : $reflection->hasMethod($name))) {
                continue;
            }

            $declared = $property ? $reflection->getProperty($name) : $reflection->getMethod($name);
            $owner    = $declared->getDeclaringClass()->getName();

            if ($this->internals->isPhpunitClass($owner) && (!$declared->isPublic() || (!$property && $this->internals->internalMethod($owner, $name) !== null))) {
                $this->report($node, sprintf('reaches %s::%s%s with reflection', $owner, $property ? '$' : '', $name . ($property ? '' : '()')), $owner . '::' . ($property ? '$' . $name : $name . '()'));
            }
        }
    }

    private function functionCalled(Expr\FuncCall $node): void
    {
        if (!$node->name instanceof Node\Name) {
            return;
        }

        $function = strtolower($node->name->getLast());

        if (!in_array($function, ['debug_backtrace', 'debug_print_backtrace'], true)) {
            return;
        }

        // The objects on the stack are PHPUnit's runner: reading them walks its internals. Files
        // and lines of the frames alone (DEBUG_BACKTRACE_IGNORE_ARGS without PROVIDE_OBJECT) do not.
        $flags = $node->args[0] ?? null;

        if ($flags instanceof Node\Arg && !$this->readsObjects($flags->value)) {
            return;
        }

        $this->report($node, sprintf('walks the stack with %s(), reading the objects on it', $function));
    }

    private function readsObjects(Expr $flags): bool
    {
        $names = [];

        foreach ((new NodeFinder)->findInstanceOf($flags, Expr\ConstFetch::class) as $constant) {
            $names[] = $constant->name->getLast();
        }

        return in_array('DEBUG_BACKTRACE_PROVIDE_OBJECT', $names, true) || !in_array('DEBUG_BACKTRACE_IGNORE_ARGS', $names, true);
    }

    private function string(Node $node, string $text): void
    {
        $piece = $this->internals->phpunitMessageIn($text);

        if ($piece !== null) {
            $this->report($node, sprintf('matches the text of a PHPUnit message ("%s")', $piece), $piece);
        }
    }

    private function report(Node $node, string $what, ?string $symbol = null): void
    {
        $this->findings[] = [sprintf('%s:%d: %s', $this->file, $node->getStartLine(), $what), $symbol];
    }
}
