// The asynchronous boundary lets module federation negotiate the shared singletons first.
import('./bootstrap');
